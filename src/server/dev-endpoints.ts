/**
 * What a developer's server says about its development endpoints (sign-in codes, stock): they
 * answer clients on this machine only, and a server reachable from the network says so loudly.
 */
export function devEndpointsWarning(listenHost: string): string {
  const loopbackOnly = /^(127\.|::1$|localhost$)/.test(listenHost);
  const where = loopbackOnly
    ? `on ${listenHost}`
    : `on ${listenHost}, reachable beyond this machine`;
  return [
    `Development endpoints /__dev/* (sign-in codes in the outbox, stock) are ON and answer clients on this machine only; sign-in codes are printed here.`,
    loopbackOnly
      ? `The server listens ${where}.`
      : `WARNING: the server listens ${where}. Set NODE_ENV=production for any deployment: it turns the development endpoints and the printed codes off.`,
  ].join('\n');
}
