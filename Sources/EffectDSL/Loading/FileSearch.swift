import Platform

/// Finds the `.fx` files to load: some files named on their own, then those under some directories,
/// by the one policy `docs/DSL.md` ("Finding files") describes.
///
/// - A directory's own `.fx` files come first, in byte order of their names, then each of its
///   subdirectories in byte order, at most `limits.directoryDepth` levels down; hidden entries
///   (starting with `.`) are left out. Only regular files are read (links to them too).
/// - Links are followed, to files and to directories; a directory already searched (a link
///   back to a parent, or the same directory named twice) is not searched again, and a file
///   reached twice (canonical path) is loaded once, under its first path.
/// - What cannot be searched or read is one problem each, and the search goes on.
struct FileSearch {
    /// The directories to search, in order.
    var directories: [String]
    /// Files loaded before the directories' files, whatever their names; left out of the directories.
    var files: [String]
    /// Files left out of the directories (loaded elsewhere by the caller).
    var excluding: [String]
    /// The directory relative paths start from.
    var workingDirectory: String
    /// The limits on files and depth.
    var limits: DSLLimits
    /// The ending of the files searched for: `.fx`, or an importer's (`.css`).
    var fileExtension = ".fx"

    /// What a search found.
    struct Found {
        /// The files to load, in loading order.
        var paths: [SearchPath] = []
        /// What could not be searched, in the order met.
        var problems: [DSLFileError] = []
    }

    /// Adds the named files, then searches the directories.
    ///
    /// Named files come first so that, of two effects with one name, the one in the file a person
    /// named is the one that loads (the other is the duplicate).
    func run() -> Found {
        var walk = Walk(limits: limits, fileExtension: fileExtension)
        for path in files.map({ SearchPath($0, workingDirectory: workingDirectory) })
        where walk.seenFiles.insert(FileReader.canonical(path.system) ?? path.system).inserted {
            walk.found.paths.append(path)
        }
        for path in excluding.map({ SearchPath($0, workingDirectory: workingDirectory) }) {
            walk.seenFiles.insert(FileReader.canonical(path.system) ?? path.system)
        }
        walk.named = walk.found.paths.count
        for directory in directories {
            walk.root = directory
            walk.enter(SearchPath(directory, workingDirectory: workingDirectory), depth: 0)
        }
        return walk.found
    }

    /// The state of one search through the directories.
    private struct Walk {
        let limits: DSLLimits
        let fileExtension: String
        var found = Found()
        /// The directory being searched, as the caller named it, for the file-count problem.
        var root = ""
        /// How many of the paths found are named files, which the file limit does not count.
        var named = 0
        var seenFiles = Set<String>()
        var enteredDirectories = Set<String>()
        var stopped = false

        init(limits: DSLLimits, fileExtension: String) {
            self.limits = limits
            self.fileExtension = fileExtension
        }

        /// Searches `directory` unless it was searched before (a loop, or named twice).
        mutating func enter(_ directory: SearchPath, depth: Int) {
            if let canonical = FileReader.canonical(directory.system),
                !enteredDirectories.insert(canonical).inserted
            {
                return
            }
            search(directory, depth: depth)
        }

        private mutating func search(_ directory: SearchPath, depth: Int) {
            guard !stopped else { return }
            let entries: [DirectoryListing.Entry]
            do {
                entries = try FileReader.entries(in: directory)
            } catch {
                found.problems.append(error)
                return
            }
            var subdirectories: [SearchPath] = []
            for entry in entries.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) {
                guard let name = String(validating: entry.bytes, as: UTF8.self) else {
                    if entry.isDirectory
                        || entry.bytes.suffix(fileExtension.utf8.count) == Array(fileExtension.utf8)
                    {
                        found.problems.append(.nameNotUTF8(directory: directory.shown))
                    }
                    continue
                }
                let path = directory.appending(name)
                let isEffectFile = name.hasSuffix(fileExtension)
                switch FileReader.kind(of: path.system) {
                case .directory: subdirectories.append(path)
                case .file where isEffectFile: add(path)
                case .dangling where isEffectFile: found.problems.append(.danglingLink(path: path.shown))
                case .other where isEffectFile: found.problems.append(.notARegularFile(path: path.shown))
                case .missing(let reason) where isEffectFile:
                    found.problems.append(.unreadableFile(path: path.shown, reason: reason))
                default: break
                }
                if stopped { return }
            }
            for subdirectory in subdirectories {
                guard depth < limits.directoryDepth else {
                    found.problems.append(.tooDeep(path: subdirectory.shown, limit: limits.directoryDepth))
                    continue
                }
                enter(subdirectory, depth: depth + 1)
                if stopped { return }
            }
        }

        /// Adds a file unless it was reached before; past the limit, stops the search.
        private mutating func add(_ path: SearchPath) {
            guard seenFiles.insert(FileReader.canonical(path.system) ?? path.system).inserted else { return }
            guard found.paths.count - named < limits.files else {
                found.problems.append(.tooManyFiles(path: root, limit: limits.files))
                stopped = true
                return
            }
            found.paths.append(path)
        }
    }
}
