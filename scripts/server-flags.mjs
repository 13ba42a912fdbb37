// Node's flags for the production server (scripts/server.mjs), given by every launcher (start.mjs,
// the bench's servers, the instance tests; package.json's `serve` names them too): V8 reads them
// when the process starts, so server.mjs cannot set them itself.
//
// --max-semi-space-size=64 (MB; Node 20's default grows to 16): a server answers polls from many
// members at once, and with the default young generation the objects of requests still in flight
// survive two scavenges and are promoted, so the old generation filled within seconds and its
// mark-compact stalled the one thread for 150-340 ms every ~25 s. At 500 polls/s on PGlite that
// stall was the p99 (66-148 ms in four runs); with the larger young generation 46 and 50.2 ms
// (docs/performance.md, "Eleventh step"). It costs up to about 100 MB more memory at peak.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
