import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import {
  NO_EXPIRY,
  QUEUE_EVENTS,
  QUEUE_SOCKET_PATH,
  routeMatcher,
  routePath,
  routeUrlSchema,
  type ExpiryReply,
  type QueueStatus,
  type RoutePermission,
} from '../../src/api/queue.ts';
import { needsLogin, QUEUE_REFUSAL_EVENT, type QueueRefusal } from '../../src/api/queue-refusals.ts';
import type { Db } from '../db/db.ts';
import { readSigningSecret } from '../store/settings.ts';
import {
  admitNext,
  askToStay,
  averageStaySeconds,
  joinQueue,
  leaveQueue,
  renewAllPlaces,
  standingsOf,
  touchHolders,
  waitingPlaces,
  type Admission,
  type Join,
  type QueueSettings,
  type WaitingPlace,
} from './entries.ts';
import { batched } from '../db/batched.ts';
import { admissionSigner } from './admission-token.ts';
import { visitorSigner } from './identity.ts';
import { moveVisitorPlace } from './place-transfer.ts';
import { clientAddressOf } from './client-address.ts';
import { handshakeGuard, messageBucket, QUEUE_LIMITS, type QueueLimits } from './limits.ts';
import type { Draw } from './lottery.ts';
import { saleOpening } from './opening.ts';
import { lineGuardsRoute } from './ticket-line.ts';
import { countAdmissions } from '../ops/metrics.ts';

export interface QueueTrackerOptions extends QueueSettings {
  /** Paths (no query) gated by the queue; any other route is always permitted. */
  purchaseRoutes: readonly string[];
  /** The origin browsers use; a handshake from another origin is refused. */
  publicOrigin: string;
  /** How often places are kept alive, lapsed places freed and positions sent (ms). */
  tickMs?: number;
  /** LISTEN/NOTIFY channel prefix of the PostgreSQL adapter (tests give each schema its own). */
  channelPrefix?: string;
  /** The proxies whose X-Forwarded-For gives the client's address for the per-address limits (TRUST_PROXY). */
  trustProxy?: false | readonly string[];
  /** The limits against floods; QUEUE_LIMITS unless a test needs others. */
  limits?: QueueLimits;
  logger: FastifyBaseLogger;
}

export interface QueueTracker {
  io: Server;
  /** Moves the sale's opening, as a restart with another QUEUE_OPENS_AT would (the test controls use it). */
  moveOpening(opensAt: Date): void;
  close(): Promise<void>;
}

interface ServerToClient {
  [QUEUE_EVENTS.routePermission]: (message: RoutePermission) => void;
  [QUEUE_EVENTS.queueStatus]: (message: QueueStatus) => void;
  [QUEUE_REFUSAL_EVENT]: (message: QueueRefusal) => void;
}
interface ClientToServer {
  [QUEUE_EVENTS.routeChange]: (url: unknown) => void;
  [QUEUE_EVENTS.expired]: (ack?: unknown) => void;
}
interface SocketData {
  holder: string;
  /** The purchase route the line guards that this socket last reported; undefined elsewhere (another tab of the holder may be elsewhere). */
  route?: string;
}
type QueueSocket = Socket<ClientToServer, ServerToClient, Record<string, never>, SocketData>;
type QueueServer = Server<ClientToServer, ServerToClient, Record<string, never>, SocketData>;

const DEFAULT_TICK_MS = 1000;
/**
 * How long to wait for the other processes' sockets of a holder. A process killed a moment ago
 * stays in the adapter's list until its heartbeat lapses (10 s) and never answers meanwhile.
 */
const CLUSTER_ANSWER_MS = 2000;
const roomOf = (holder: string) => `holder:${holder}`;

/**
 * The queue tracker on the site's own origin (spec §7): socket.io on `/socket.io/`, places in
 * the database (entries.ts), and with PostgreSQL the socket.io adapter, so several processes
 * serve one line. Each process keeps its own sockets' places alive and sends them their positions.
 */
export async function startQueueTracker(httpServer: HttpServer, db: Db, options: QueueTrackerOptions): Promise<QueueTracker> {
  const isPurchaseRoute = routeMatcher(options.purchaseRoutes);
  /** The line guards a configured purchase route, a game's ticket page only with its line on (ticket-line.ts). */
  const isGuarded = async (path: string): Promise<boolean> => isPurchaseRoute(path) && (await lineGuardsRoute(db, path));
  const signer = visitorSigner(await readSigningSecret(db, 'queueVisitor'), options.publicOrigin.startsWith('https:'));
  const admissions = admissionSigner(await readSigningSecret(db, 'queueAdmission'));
  const limits = options.limits ?? QUEUE_LIMITS;
  const guard = handshakeGuard(db, limits);
  const clientAddress = clientAddressOf(options.trustProxy ?? false);
  const opening = saleOpening(db, options);
  const log = options.logger;
  const io: QueueServer = new Server(httpServer, {
    path: QUEUE_SOCKET_PATH,
    serveClient: false,
    // A browser on another site must not hold places with our visitors' cookies.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== options.publicOrigin) return callback(null, false);
      const full = guard.reserve(request, clientAddress(request));
      if (full) return callback(full, false);
      // Counted before any cookie is minted: a refused handshake gets no identity to come back with.
      signer
        .needsIdentity(db, request)
        .then((needsIdentity) => (needsIdentity ? guard.countNewVisitor(request) : undefined))
        .then(
          () => callback(null, true),
          (error: unknown) => {
            guard.release(request);
            log.error({ err: error }, 'queue handshake check failed');
            callback('unavailable', false);
          },
        );
    },
    // The PostgreSQL adapter cannot recover connection state; there, places live on in the database alone.
    ...(db.postgresPool ? {} : { connectionStateRecovery: { maxDisconnectionDuration: options.graceSeconds * 1000 } }),
  });
  if (db.postgresPool) {
    io.adapter(createAdapter(db.postgresPool, { channelPrefix: options.channelPrefix ?? 'club-queue' }));
  }
  io.engine.on('connection', (connection: { request: IncomingMessage; once(event: 'close', listener: () => void): void }) => {
    connection.once('close', () => guard.release(connection.request));
  });
  io.engine.on('connection_error', (error: { req: IncomingMessage }) => guard.release(error.req));
  io.engine.on('initial_headers', (headers: Record<string, string | string[]>, request: IncomingMessage) => {
    if (!guard.mayMint(request)) return;
    const cookie = signer.cookieForNewVisitor(request);
    if (cookie) headers['set-cookie'] = cookie;
  });
  io.use((socket, next) => {
    if (socket.data.holder) return next(); // recovered: same socket, same holder
    signer.holderOf(db, socket.request).then(
      (holder) => {
        if (!holder) {
          const refusal = guard.refusalOf(socket.request);
          return next(Object.assign(new Error(refusal?.reason ?? 'no identity'), { data: refusal }));
        }
        socket.data.holder = holder;
        // Logged in mid-flow: the place the visitor had becomes the member's.
        const visitor = signer.signedVisitorOf(socket.request);
        if (!visitor || visitor === holder) return next();
        moveVisitorPlace(db, visitor, holder).then(
          () => next(),
          (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
        );
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  /** Holders with a socket on this process, and how many sockets each. */
  const localHolders = new Map<string, number>();
  /** The last queue-status sent to each local holder, so unchanged positions are not resent. */
  const lastStatus = new Map<string, string>();

  /** A permission; on a purchase route, with the holder's signed admission for its flow. */
  const permit = (route: string, expiresIn: number, holder?: string): RoutePermission => ({
    permission: true,
    expiresIn,
    route,
    ...(holder ? admissions.fieldFor(holder, route, expiresIn) : {}),
  });

  /**
   * Lets the next in line in (one run at a time on this process) and tells them, wherever their
   * sockets are. Resolves with who got in. Calls made while a run waits to start share that run:
   * it reads the line when it starts, so it sees what each caller wrote before calling, and a
   * burst of route changes costs two runs, not one per message.
   */
  const admitRun = batched<void, Admission[]>(async () => {
    try {
      let draw: Draw | undefined;
      const admitted = await admitNext(db, options, (made) => (draw = made));
      countAdmissions(admitted.length);
      // At warn, so the default LOG_LEVEL keeps it: the audit record of the opening's lottery.
      if (draw) log.warn({ lottery: draw }, 'queue opening: pre-queue places drawn');
      for (const { holder, route, expiresIn } of admitted) {
        lastStatus.delete(holder);
        io.to(roomOf(holder)).emit(QUEUE_EVENTS.routePermission, permit(route, expiresIn, holder));
      }
      return admitted;
    } catch (error) {
      log.error({ err: error }, 'queue admission failed');
      return [];
    }
  });
  /** The latest run: closing waits for it (runs follow each other, so for every one before it too). */
  let admitting: Promise<Admission[]> = Promise.resolve([]);
  const admit = (): Promise<Admission[]> => (admitting = admitRun());

  /** Sends a waiting holder's place to their sockets on this process, unless it is what they last got. */
  const sendStatus = (holder: string, place: WaitingPlace, avgStay: number): void => {
    const status = opening.statusOf(place, Math.round((place.queueSize * avgStay) / options.capacity));
    // Not opensIn, which changes every second: the client counts down by itself.
    const key = `${status.position}/${status.queueSize}/${status.avgTime}/${status.placeBy ?? (status.opensIn === undefined ? '' : 'pre')}`;
    if (lastStatus.get(holder) === key) return;
    lastStatus.set(holder, key);
    io.local.to(roomOf(holder)).emit(QUEUE_EVENTS.queueStatus, status);
  };

  const sendPositions = async (): Promise<void> => {
    const places = await waitingPlaces(db);
    if (places.size === 0) return;
    await opening.refresh();
    const avgStay = await averageStaySeconds(db, options);
    for (const holder of localHolders.keys()) {
      const place = places.get(holder);
      if (place) sendStatus(holder, place, avgStay);
    }
  };

  /** The asks for purchase routes of a burst, written in arrival order by one statement. */
  const join = batched<Join>((joins) => joinQueue(db, joins));

  /** Tells the holders of a burst of asks not let in by the admission where they stand, from one read of the line. */
  const answerStandings = batched<{ socket: QueueSocket; url: string }>(async (asks) => {
    const standings = await standingsOf(db, [...new Set(asks.map(({ socket }) => socket.data.holder))]);
    await opening.refresh();
    const avgStay = await averageStaySeconds(db, options);
    for (const { socket, url } of asks) {
      const { holder } = socket.data;
      const standing = standings.get(holder);
      if (standing?.admitted) {
        socket.emit(QUEUE_EVENTS.routePermission, permit(url, standing.expiresIn, holder));
        continue;
      }
      socket.emit(QUEUE_EVENTS.routePermission, { permission: false, expiresIn: NO_EXPIRY, route: url });
      lastStatus.delete(holder);
      if (standing) sendStatus(holder, standing, avgStay);
    }
  });

  /** Where the holder stands after asking for a purchase route. */
  const answerPurchaseRoute = async (socket: QueueSocket, url: string): Promise<void> => {
    const { holder } = socket.data;
    await join({ holder, route: url });
    if ((await admit()).some((admission) => admission.holder === holder)) return; // told by the admission
    await answerStandings({ socket, url });
  };

  /** Out of the purchase routes: the place is given up, unless another tab of the holder is still buying. */
  const answerOtherRoute = async (socket: QueueSocket, url: string): Promise<void> => {
    socket.emit(QUEUE_EVENTS.routePermission, permit(url, NO_EXPIRY));
    const { holder } = socket.data;
    const sockets = await io
      .in(roomOf(holder))
      .timeout(CLUSTER_ANSWER_MS)
      .fetchSockets()
      // Unanswered (a process just died, its sockets with it): this process's sockets decide.
      .catch(() => io.local.in(roomOf(holder)).fetchSockets());
    if (sockets.some((other) => other.data.route !== undefined)) return;
    if (await leaveQueue(db, holder)) await admit();
  };

  io.on('connection', (socket) => {
    const { holder } = socket.data;
    const bucket = messageBucket(limits.messages);
    /** Route changes are decided in the order they came: an earlier one's game read never lands after a later one. */
    let decided: Promise<void> = Promise.resolve();
    /** Over the socket's allowance: the message is dropped and the client told when to send it again. */
    const throttled = (route?: string): boolean => {
      const retryIn = bucket.take();
      if (retryIn > 0) socket.emit(QUEUE_REFUSAL_EVENT, { reason: 'too-fast', retryIn, ...(route === undefined ? {} : { route }) });
      return retryIn > 0;
    };
    void socket.join(roomOf(holder));
    localHolders.set(holder, (localHolders.get(holder) ?? 0) + 1);
    lastStatus.delete(holder);

    socket.on(QUEUE_EVENTS.routeChange, (url) => {
      const parsed = routeUrlSchema.safeParse(url);
      if (!parsed.success || throttled(parsed.data)) return;
      const path = routePath(parsed.data);
      decided = decided
        .then(() => isGuarded(path))
        .then((inLine) => {
          if (inLine && needsLogin(path) && !holder.startsWith('user:')) {
            socket.data.route = undefined; // not buying here, whatever another tab does
            socket.emit(QUEUE_EVENTS.routePermission, { permission: false, expiresIn: NO_EXPIRY, route: parsed.data });
            socket.emit(QUEUE_REFUSAL_EVENT, { reason: 'login-required', route: parsed.data });
            return;
          }
          socket.data.route = inLine ? path : undefined;
          const answer = inLine ? answerPurchaseRoute(socket, parsed.data) : answerOtherRoute(socket, parsed.data);
          answer.catch((error: unknown) => log.error({ err: error }, 'queue route-change failed'));
        })
        .catch((error: unknown) => log.error({ err: error }, 'queue route-change failed'));
    });

    socket.on(QUEUE_EVENTS.expired, (ack) => {
      if (typeof ack !== 'function' || throttled()) return;
      const reply = ack as (reply: ExpiryReply) => void;
      askToStay(db, holder, options).then(
        async (answer) => {
          reply(answer.canStay ? { ...answer, ...admissions.fieldFor(holder, socket.data.route ?? '', answer.expiresIn) } : answer);
          if (!answer.canStay) await admit();
        },
        (error: unknown) => {
          log.error({ err: error }, 'queue expiry failed');
          reply({ canStay: false, expiresIn: 0 });
        },
      );
    });

    socket.on('disconnect', () => {
      const left = (localHolders.get(holder) ?? 1) - 1;
      if (left > 0) localHolders.set(holder, left);
      else {
        localHolders.delete(holder);
        lastStatus.delete(holder);
      }
    });
  });

  await renewAllPlaces(db);
  let ticking = false;
  const tick = async () => {
    if (ticking) return; // a slow database: skip a beat rather than pile up
    ticking = true;
    try {
      await touchHolders(db, [...localHolders.keys()], options);
      await admit();
      await sendPositions();
    } catch (error) {
      log.error({ err: error }, 'queue tick failed');
    } finally {
      ticking = false;
    }
  };
  const timer = setInterval(() => void tick(), options.tickMs ?? DEFAULT_TICK_MS);
  timer.unref();

  return {
    io,
    moveOpening: (opensAt) => {
      options.opensAt = opensAt; // what admitNext and the waiting room read on their next run
    },
    close: async () => {
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        // Closes the engine (its connections drop: clients reconnect by themselves, to this server
        // restarted or to another process; a socket.io disconnect would tell them not to) and the
        // adapter; the HTTP server is Fastify's to close.
        io.engine.close();
        void Promise.resolve(io.of('/').adapter.close()).finally(resolve);
      });
      await admitting;
    },
  };
}
