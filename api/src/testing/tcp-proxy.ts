/**
 * A TCP proxy in front of a test's PostgreSQL server, to play the network failures a
 * long-lived connection meets:
 * - `silence()`: the network stops delivering. Every socket stays open but no byte passes
 *   either way, on open and new connections alike.
 * - `strand()`: the server loses every open connection (a restart, a failover) while the
 *   clients' sockets stay open and hear nothing of it; new connections pass as before.
 * Otherwise, closing one side of a connection closes the other, so a client that gives up its
 * connection ends its session on the server.
 *
 * @example const proxy = await startTcpProxy(url); connect to proxy.url; proxy.silence(); … await proxy.close();
 */
import net from 'node:net';

export interface TcpProxy {
  /** The target URL with the proxy's address in place of the server's. */
  url: string;
  silence(): void;
  strand(): void;
  /** Closes every connection and stops listening. */
  close(): Promise<void>;
}

interface Relay {
  client: net.Socket;
  server: net.Socket;
  stranded: boolean;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const upstream = new URL(target);
  let silent = false;
  const relays = new Set<Relay>();

  const listener = net.createServer((client) => {
    const relay: Relay = { client, server: net.connect(Number(upstream.port), upstream.hostname), stranded: false };
    const { server } = relay;
    relays.add(relay);
    for (const socket of [client, server]) socket.on('error', () => {});
    client.on('data', (chunk) => silent || relay.stranded || server.write(chunk));
    server.on('data', (chunk) => silent || client.write(chunk));
    client.on('close', () => {
      server.destroy();
      relays.delete(relay);
    });
    server.on('close', () => {
      if (!relay.stranded) client.destroy();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(target);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((listener.address() as net.AddressInfo).port);

  return {
    url: proxied.toString(),
    silence() {
      silent = true;
    },
    strand() {
      for (const relay of relays) {
        relay.stranded = true;
        relay.server.destroy();
      }
    },
    async close() {
      for (const { client, server } of relays) {
        client.destroy();
        server.destroy();
      }
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
