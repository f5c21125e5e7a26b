// The core's name before 0.2. An app that depends on the `EffectsRegistry` product and writes
// `import EffectsRegistry` gets the whole core, as before; new code imports `EffectsCore`.
@_exported import EffectsCore
