/// One change of state of a page: a class or a user-action pseudo-class toggled on the elements a
/// selector selects, at a moment of the effect (`.open on .dialog`, `:hover on .card at 300ms`).
///
/// The page's transitions run from each change as a browser runs them from the style change event
/// the toggle causes (CSS Transitions 1, §3); the effect's time 0 is the page before any change,
/// and changes at one moment are one event.
public struct CSSStateChange: Hashable, Sendable, CustomStringConvertible {
    /// What is toggled.
    public enum State: Hashable, Sendable {
        /// A class, added where it is missing and removed where it is present.
        case className(String)
        /// A user-action pseudo-class (`hover`, `focus`, `focus-visible`, `focus-within`, `active`).
        case pseudoClass(String)
        /// An attribute (`[data-open]`), or an attribute's value (`[data-state=open]`): set where
        /// the element does not have it so, removed where it does, as headless UI kits flip them.
        case attribute(name: String, value: String?)
    }

    /// What is toggled.
    public var state: State
    /// The selector of the elements it is toggled on, as written.
    public var selector: String
    /// The moment of the change, seconds.
    public var time: Double
    /// ``selector`` read: a list, any of whose selectors selects an element.
    let parsed: [CSSComplexSelector]

    /// The change `text` spells: `STATE on SELECTOR [at TIME]`, where the state is `.class`,
    /// `[attribute]`, `[attribute=value]` or `:hover`, `:focus`, `:focus-visible`, `:focus-within` or
    /// `:active`, and the time is CSS's (`300ms`, `0.3s`; 0 when left out).
    public init(_ text: String) throws(CSSStateChangeError) {
        func fail(_ reason: String) -> CSSStateChangeError {
            CSSStateChangeError(change: text, reason: reason)
        }
        // Words, so that any run of spaces separates them (a selector's own spaces are descendant
        // combinators, which one space says as well).
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let on = words.firstIndex(of: "on"), on == 1, words.count > 2 else {
            throw fail(
                "is not 'STATE on SELECTOR [at TIME]', such as '.open on .dialog' or ':hover on .card at 300ms'"
            )
        }
        let stateText = words[0]
        var time = 0.0
        if words.count > 4, words[words.count - 2] == "at" {
            let written = words[words.count - 1]
            guard let seconds = Self.seconds(written), seconds >= 0 else {
                throw fail(
                    "has the time '\(written)', which is not a time of 0s or more such as '300ms' or '0.3s'")
            }
            time = seconds
            words.removeLast(2)
        }
        let rest = words[2...].joined(separator: " ")
        if stateText.hasPrefix("."), Self.isName(stateText.dropFirst()) {
            state = .className(String(stateText.dropFirst()))
        } else if stateText.hasPrefix(":"), CSSPage.userStates.contains(stateText.dropFirst().lowercased()) {
            state = .pseudoClass(stateText.dropFirst().lowercased())
        } else if stateText.hasPrefix("["), let attribute = Self.attribute(stateText) {
            state = attribute
        } else {
            throw fail(
                "toggles '\(stateText)', which is neither a class ('.open'), an attribute ('[data-state=open]') "
                    + "nor ':hover', ':focus', ':focus-visible', ':focus-within' or ':active'")
        }
        guard let selectors = CSSSelectorParser.parse(text: rest), !selectors.isEmpty,
            selectors.allSatisfy({ $0.compounds.allSatisfy { $0.pseudoElement == nil } })
        else {
            throw fail("toggles it on '\(rest)', which is not a selector of elements such as '.dialog'")
        }
        selector = rest
        parsed = selectors
        self.time = time
    }

    /// The change as `init` reads it.
    public var description: String {
        let written: String
        switch state {
        case .className(let name): written = "." + name
        case .pseudoClass(let name): written = ":" + name
        case .attribute(let name, nil): written = "[\(name)]"
        case .attribute(let name, let value?): written = "[\(name)=\"\(value)\"]"
        }
        let milliseconds = time * 1000
        let moment = milliseconds.rounded() == milliseconds ? "\(Int(milliseconds))" : "\(milliseconds)"
        return "\(written) on \(selector)" + (time == 0 ? "" : " at \(moment)ms")
    }

    /// Whether two changes toggle the same state on the same selector at the same moment.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.state == rhs.state && lhs.selector == rhs.selector && lhs.time == rhs.time
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state)
        hasher.combine(selector)
        hasher.combine(time)
    }

    /// Seconds of a CSS time (`300ms`, `.3s`).
    private static func seconds(_ text: String) -> Double? {
        let lowered = text.lowercased()
        let (number, scale) =
            lowered.hasSuffix("ms")
            ? (lowered.dropLast(2), 0.001) : lowered.hasSuffix("s") ? (lowered.dropLast(), 1) : ("", 0)
        guard let value = Double(number), value.isFinite else { return nil }
        return value * scale
    }

    /// The attribute state `[name]` or `[name=value]` (the value quoted or not); `nil` for any
    /// other attribute selector, or for `class` and `id`, which classes and selectors say.
    private static func attribute(_ text: String) -> State? {
        guard let selectors = CSSSelectorParser.parse(text: "*" + text), selectors.count == 1,
            let compound = selectors.first?.compounds.first, selectors.first?.compounds.count == 1,
            compound.attributes.count == 1, compound.classes.isEmpty, compound.ids.isEmpty,
            compound.pseudoClasses.isEmpty, compound.states.isEmpty, compound.undecided.isEmpty,
            let attribute = compound.attributes.first, !["class", "id"].contains(attribute.name),
            !attribute.ignoresCase
        else { return nil }
        switch attribute.test {
        case nil: return .attribute(name: attribute.name, value: nil)
        case (.equals, let value)?: return .attribute(name: attribute.name, value: value)
        default: return nil
        }
    }

    /// Whether `text` is a CSS class name (letters, digits, `-` and `_`, not starting with a digit).
    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}

/// Why a change of state could not be read.
public struct CSSStateChangeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change as given.
    public var change: String
    /// What is wrong, lowercase.
    public var reason: String

    /// A message for the command line.
    public var description: String { "the change '\(change)' \(reason)" }
}
