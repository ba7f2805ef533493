import { connectQueueClient } from '../../server/queue/test-client.ts';

const RECONNECT_EVERY_MS = 250;
const RECONNECT_FOR_MS = 60_000;
const CONNECT_TIMEOUT_MS = 20_000;
/** A loaded machine answers a route change in seconds, not the test client's 10 s. */
const ANSWER_TIMEOUT_MS = 60_000;

/** Reports a navigation on `client`'s socket; resolves with the line's answer for that route. */
function answerOf(client, url) {
  const { socket } = client;
  return new Promise((resolve, reject) => {
    const done = (settle) => {
      clearTimeout(timer);
      socket.off('route-permission', onAnswer);
      socket.off('disconnect', onDrop);
      settle();
    };
    const onAnswer = (message) => message.route === url && done(() => resolve(message));
    const onDrop = () => done(() => reject(new DroppedError()));
    const timer = setTimeout(() => done(() => reject(new Error(`no answer for ${url} in ${ANSWER_TIMEOUT_MS / 1000} s`))), ANSWER_TIMEOUT_MS);
    socket.on('route-permission', onAnswer);
    socket.on('disconnect', onDrop);
    socket.emit('route-change', url);
  });
}

class DroppedError extends Error {
  constructor() {
    super('the socket dropped');
  }
}

/**
 * A buyer's place in the queue tracker's line, through one socket at a time as the app keeps it:
 * a new socket after the login (the app reconnects then), and a new one after a drop (the
 * process behind it died: the app's socket.io reconnects through the proxy, which picks a live
 * process). Records what the crash measures: where the buyer stood when the socket dropped, and
 * what the line answered after the reconnect.
 */
export function lineMember({ base, headers, onDrop }) {
  let client = null;
  let cookie = '';
  let route = null;
  let closing = false;
  let grantWaiters = [];
  /** While a dropped socket is being replaced: resolves when it is. */
  let reconnecting = null;
  const member = {
    admission: undefined,
    grantedAt: undefined,
    /** Set by a drop: { admitted, position } before, then { admitted, position, lost } after the reconnect. */
    drop: null,
    dropped: false,
  };

  const onPermission = (message) => {
    if (!message.permission || !route || message.route !== route) return;
    if (message.admission) member.admission = message.admission;
    if (member.grantedAt === undefined) member.grantedAt = performance.now();
    grantWaiters.forEach((wake) => wake());
    grantWaiters = [];
  };

  const connect = async () => {
    // A socket whose process dies between the upgrade and socket.io's CONNECT neither connects nor
    // fails (it only emits disconnect): bounded here, as a browser's reconnection timer would.
    const connecting = connectQueueClient(base, cookie, headers);
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no connection in time')), CONNECT_TIMEOUT_MS);
    });
    try {
      client = await Promise.race([connecting, timeout]);
    } catch (error) {
      // One that connects after all is closed: no socket outlives its buyer (nginx would wait for it to stop).
      connecting.then((late) => late.close(), () => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    client.socket.on('route-permission', onPermission);
    const socket = client.socket;
    socket.on('disconnect', () => {
      if (!closing && client?.socket === socket) reconnecting = reconnectAfterDrop().finally(() => (reconnecting = null));
    });
  };

  /** As socket.io's own reconnection: tries again every RECONNECT_EVERY_MS while no process answers. */
  const connectRetrying = async () => {
    const deadline = Date.now() + RECONNECT_FOR_MS;
    for (;;) {
      try {
        return await connect();
      } catch (error) {
        if (Date.now() > deadline || closing) throw error;
        await new Promise((done) => setTimeout(done, RECONNECT_EVERY_MS));
      }
    }
  };

  const reconnectAfterDrop = async () => {
    const lastStatus = client.statuses.at(-1);
    const before = { admitted: member.grantedAt !== undefined, position: member.grantedAt === undefined ? lastStatus?.position : undefined };
    // A drop while recovering from the one before (a new socket on a process going down) continues its record.
    if (!member.drop || member.drop.after) member.drop = { before, after: null, lost: true, drops: 0 };
    member.drop.drops += 1;
    member.dropped = true;
    onDrop?.();
    try {
      await connectRetrying();
    } catch (error) {
      // The buyer gave up meanwhile (a purchase call failed): it left, it was not pushed out.
      member.drop.after = closing ? { left: true } : { error: error.message };
      member.drop.lost = !closing;
      return;
    }
    if (!route) {
      member.drop.lost = false;
      return;
    }
    const seen = client.statuses.length;
    let answer;
    let position;
    try {
      answer = await answerOf(client, route);
      onPermission(answer);
      if (!answer.permission) position = (await client.status(() => client.statuses.length > seen, ANSWER_TIMEOUT_MS)).position;
    } catch (error) {
      // Closed under it: by a new drop (its reconnect asks again) or by the buyer's own next step (its answer settles the drop).
      if (error instanceof DroppedError) return;
      member.drop.after = closing ? { left: true } : { error: error.message };
      member.drop.lost = !closing;
      return;
    }
    settleDrop(answer, position);
  };

  /** Kept or better: still inside when inside before; inside now, or no further back, when waiting. */
  const settleDrop = (answer, position) => {
    const { before } = member.drop;
    member.drop.after = { admitted: answer.permission, position };
    member.drop.lost = before.admitted ? !answer.permission : !answer.permission && !(position <= (before.position ?? Infinity));
  };

  return Object.assign(member, {
    /** Opens a socket with `cookies` (the visitor cookie, later the session too), closing the one before. */
    async connectAs(cookies) {
      // A reconnect under way (after a drop) ends first: its socket, made with the cookies before
      // these, would otherwise replace this one and ask for the route as the old identity.
      await reconnecting;
      cookie = cookies;
      const previous = client;
      client = null;
      previous?.close();
      await connectRetrying();
    },
    /** Reports a navigation; resolves with the line's answer. */
    async go(url) {
      route = url;
      for (;;) {
        await reconnecting;
        try {
          const answer = await answerOf(client, url);
          onPermission(answer);
          if (member.drop && !member.drop.after && member.drop.before.admitted && !reconnecting) settleDrop(answer);
          return answer;
        } catch (error) {
          // Dropped before the answer: the reconnect asks again for this route.
          if (!(error instanceof DroppedError)) throw error;
          await new Promise((done) => setTimeout(done, 0));
        }
      }
    },
    /** Resolves once the line lets the buyer in (at once when it already has). */
    admitted(timeoutMs) {
      if (member.grantedAt !== undefined) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('not admitted in time')), timeoutMs);
        grantWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    /** Leaves the purchase routes (the place goes to the next in line) and closes the socket. */
    async leave() {
      // Still unsettled: the buyer's purchase calls went on meanwhile, each checked against its place inside.
      if (member.drop && !member.drop.after) {
        member.drop.after = { left: true };
        member.drop.lost = false;
      }
      try {
        if (client?.socket.connected) await answerOf(client, '/');
      } finally {
        closing = true;
        client?.close();
      }
    },
    close() {
      closing = true;
      client?.close();
    },
  });
}
