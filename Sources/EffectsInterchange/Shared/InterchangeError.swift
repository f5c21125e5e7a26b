import EffectsRegistry

/// Why an effect cannot be converted: the layer, the key path, the format, the reason and, where
/// the effect has a source, the place in it.
///
/// The one error of every exporter and importer. ``description`` is the message a conversion
/// prints (`cannot export 'front.transform.scale' as waapi: …`, after `tilt.fx:1: ` for an effect
/// from a file); ``findingDescription`` says the same as a finding about a layer (`layer 'front':
/// 'transform.scale' …`).
public struct InterchangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layer's name (empty for a problem of the whole effect).
    public let layer: String
    /// The key path of the track or model value (empty when the problem is the layer's).
    public let keyPath: String
    /// The format that cannot express it, or `nil` for an option out of its range (checked before
    /// any format is chosen).
    public let format: InterchangeFormat?
    /// Whether the effect was being written in the format or read from it.
    public let direction: InterchangeDirection
    /// Why, in lowercase words.
    public let reason: String
    /// Where in its source the refused effect (or, for an import, the refused construct) is.
    public var location: SourceFileLocation?

    /// An error of converting to or from `format`.
    public init(
        layer: String = "", keyPath: String = "", format: InterchangeFormat?,
        direction: InterchangeDirection = .export, reason: String, location: SourceFileLocation? = nil
    ) {
        self.layer = layer
        self.keyPath = keyPath
        self.format = format
        self.direction = direction
        self.reason = reason
        self.location = location
    }

    /// An option out of its range: `--NAME REASON`, for no format in particular.
    public static func invalidOption(name: String, reason: String) -> InterchangeError {
        InterchangeError(format: nil, reason: "--\(name) \(reason)")
    }

    /// `cannot export 'front.transform.scale' as waapi: additive scale multiplies in CSS`, after
    /// the location when there is one; an option's error is its reason alone.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        guard let format else { return place + reason }
        let subject = keyPath.isEmpty ? layer : layer + "." + keyPath
        let what = subject.isEmpty ? "the effect" : "'\(subject)'"
        switch direction {
        case .export: return "\(place)cannot export \(what) as \(format.rawValue): \(reason)"
        case .import: return "\(place)cannot import \(what) from \(format.rawValue): \(reason)"
        }
    }

    /// The error as a finding about its layer: `layer 'card': 'opacity' …` where it has a layer,
    /// else the reason alone (no location, no format).
    public var findingDescription: String {
        guard !layer.isEmpty || !keyPath.isEmpty else { return reason }
        return "layer '\(layer)': '\(keyPath)' \(reason)"
    }

    /// The error at the source of the effect it refuses: an effect from a file is refused at the
    /// line of its definition; a built-in's or an app's effect has no source to name.
    public func located(at origin: EffectOrigin) -> InterchangeError {
        guard case .file(let path, let line) = origin else { return self }
        var located = self
        located.location = SourceFileLocation(path: path, line: line)
        return located
    }
}

/// Which way a conversion goes: fxkit's effect written in another format, or read from one.
public enum InterchangeDirection: Hashable, Sendable {
    /// An effect written in the format.
    case export
    /// An effect read from the format.
    case `import`
}
