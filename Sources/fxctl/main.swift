import Effects
import Platform

BrokenPipe.ignoreSignal()
let runner = Runner(
    environment: ProcessEnvironment.variables(),
    standardOutput: FileDescriptorSink.standardOutput(),
    standardError: FileDescriptorSink.standardError(),
    standardInput: StandardInput(),
    fileSystem: FileSystem(),
    builtIns: [BuiltInEffects.provider],
    executableIdentity: ExecutableIdentity.current())
ProcessExit.exit(runner.run(Array(CommandLine.arguments.dropFirst())))
