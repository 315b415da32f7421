-- The language an order was placed in (the X-LANG of the request that placed it): its shopper is
-- told about its progress in that language. Orders placed before it was kept are told in Uzbek.
ALTER TABLE orders ADD COLUMN lang text CHECK (lang IN ('uz', 'ru', 'en'));

-- Every step an order's shopper hears about by SMS is announced on the 'order_status' channel, in
-- the transaction that makes the step: the announcement arrives only once that transaction
-- commits, so a step that is rolled back is never told. Several steps passed in one update are
-- one announcement, of the last. A deleted account has no phone and hears nothing.
CREATE FUNCTION announce_order_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shopper_phone text;
BEGIN
  SELECT phone INTO shopper_phone FROM users WHERE id = NEW.user_id;
  IF shopper_phone IS NOT NULL THEN
    PERFORM pg_notify('order_status', json_build_object(
      'phone', shopper_phone,
      'order', NEW.number,
      'status', NEW.status,
      'lang', coalesce(NEW.lang, 'uz'))::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_status_announced
  AFTER UPDATE OF status ON orders
  FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
        AND NEW.status IN ('assembling', 'ready_for_pickup', 'in_delivery', 'completed', 'cancelled'))
  EXECUTE FUNCTION announce_order_status();
