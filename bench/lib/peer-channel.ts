/** The NOTIFY channel the peer server (peer-server.ts) fans out from: {topic, event} payloads. */
export const PEER_CHANNEL = 'dealerpilot_bench_peer'
