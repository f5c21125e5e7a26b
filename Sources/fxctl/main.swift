import Effects
import Glibc

BrokenPipe.ignoreSignal()
let runner = Runner(
    environment: ProcessEnvironment.variables(),
    standardOutput: FileDescriptorSink.standardOutput(),
    standardError: FileDescriptorSink.standardError(),
    standardInput: StandardInput(),
    fileSystem: FileSystem(),
    builtIns: [BuiltInEffects.provider])
exit(runner.run(Array(CommandLine.arguments.dropFirst())))
