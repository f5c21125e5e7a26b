// Two effects deriving from each other.
// Expect:
//   5:14: error: effects derive from each other in a cycle: 'ping' → 'pong' → 'ping'
//   6:14: error: effects derive from each other in a cycle: 'ping' → 'pong' → 'ping'
effect ping: pong { duration 1s }
effect pong: ping { duration 2s }
