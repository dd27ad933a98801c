import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { Database } from '../db/client.ts';

/**
 * The process's Prometheus metrics (`GET /api/metrics`): requests by method, route pattern and
 * status with their durations; the database pool; open HTTP connections and WebSockets; and, once
 * `collectProcess` runs (the server does at start), Node's own: event-loop lag, heap, CPU, handles.
 * Route labels are the router's patterns (`/api/pets/:id`), never a request's path, so the series
 * stay few whatever the traffic.
 */
export type Metrics = {
  readonly registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** Counts of open connections, read at each scrape (the server's HTTP and WebSocket servers). */
  watchConnections(count: { http: () => number; websocket: () => number }): void;
  /** Starts Node's default metrics (an event-loop delay monitor among them). */
  collectProcess(): void;
};

export const createMetrics = (database: Database): Metrics => {
  const registry = new Registry();
  const requests = new Counter({
    name: 'patili_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'patili_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (headers sent), by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const { pool } = database;
  new Gauge({
    name: 'patili_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL; PGlite is one in-process connection)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });
  let connections = { http: () => 0, websocket: () => 0 };
  new Gauge({
    name: 'patili_open_connections',
    help: 'Open client connections by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.set({ kind: 'http' }, connections.http());
      this.set({ kind: 'websocket' }, connections.websocket());
    },
  });
  let collecting = false;
  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) => {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    watchConnections: (count) => {
      connections = count;
    },
    collectProcess: () => {
      if (collecting) return;
      collecting = true;
      collectDefaultMetrics({ register: registry, prefix: 'patili_' });
    },
  };
};
