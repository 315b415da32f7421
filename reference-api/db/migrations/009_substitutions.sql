-- What the picker does when an item is missing: the order's choice, and a line's own when the
-- shopper chose for it apart. Null: no choice was made (the picker calls).
ALTER TABLE orders ADD COLUMN substitution text CHECK (substitution IN ('replace', 'call', 'remove'));
ALTER TABLE order_lines ADD COLUMN substitution text CHECK (substitution IN ('replace', 'call', 'remove'));
