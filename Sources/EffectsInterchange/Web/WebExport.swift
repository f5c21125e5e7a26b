import EffectsRegistry

/// An effect written in the web's terms: the stage, one element per layer, and the animations that
/// play on them — what the `waapi`, `css` and `html` formats print.
///
/// Build one with ``WebExporter``; print it with ``waapiJSON()``, ``css()`` or ``html(title:)``.
public struct WebExport: Hashable, Sendable {
    /// The viewport's width, in CSS pixels (one point each).
    public let viewportWidth: Double
    /// The viewport's height.
    public let viewportHeight: Double
    /// The effect's nominal duration, in seconds.
    public let duration: Double
    /// The viewport's perspective distance, in CSS pixels, when its `sublayerTransform` has one:
    /// the stage's `perspective`, about its centre.
    public let perspective: Double?
    /// One element per layer, in layer order.
    public let elements: [WebElement]
    /// Every animation, in the order Core Animation applies them (layer by layer, track by track).
    public let animations: [WebAnimation]
    /// Every animated track (once, in the order of ``animations``): exact, or approximated with its
    /// largest errors.
    public let report: InterchangeReport
    /// Every approximation in the order it was made, as the documents list them.
    let approximations: [Approximation]
    /// What the import of the effect's source left out (``InterchangeOptions/sourceOmissions``).
    var sourceOmissions: [String] = []
    /// What the import of the effect's source approximated (``InterchangeOptions/sourceApproximations``).
    var sourceApproximations: [Approximation] = []
    /// The indices in ``animations`` of each layer's animations, by layer name: every rule and
    /// script asks for one element's, and filtering the whole list each time cost elements ×
    /// animations.
    private(set) var animationIndices: [String: [Int]] = [:]
    /// The names the CSS gives the container, the keyframes, the trigger and the progress.
    public let scope: WebScope
    /// What drives the effect: the CSS of a progress-driven one plays by ``WebScope/progress``.
    public let drive: EffectDrive
    /// The layers that show their back at some frame, for the preview page (empty unless exported
    /// for `html`).
    public let faces: [WebFaces]

    /// Fills ``animationIndices`` from ``animations``, in one pass.
    mutating func indexAnimations() {
        animationIndices = [:]
        for (index, animation) in animations.enumerated() {
            animationIndices[animation.layer, default: []].append(index)
        }
    }

    /// "1 layer", "3 layers".
    var layerCount: String { elements.count == 1 ? "1 layer" : "\(elements.count) layers" }
}

/// A CSS declaration: a property and its value text.
public struct WebDeclaration: Hashable, Sendable {
    /// The property, such as `left` or `translate`.
    public let property: String
    /// The value, such as `12.5px` or `0px 0px -1px`.
    public let value: String

    /// A declaration.
    public init(_ property: String, _ value: String) {
        self.property = property
        self.value = value
    }
}

/// A layer's element: its box and the model values as its underlying style.
public struct WebElement: Hashable, Sendable {
    /// The fxkit layer name, written as `data-layer`.
    public let name: String
    /// The layer's place in the effect's layer order (its colour in `fxctl render`).
    public let index: Int
    /// The style when no animation applies: position, box, anchor and the model values.
    public let style: [WebDeclaration]
    /// The layer's model background colour as CSS, when it sets one.
    public let backgroundColor: String?
    /// The sampled columns this element shows, and where the browser keeps each.
    public let columns: [WebColumn]
}

/// Where the browser keeps one sampled column: a slot of a CSS property of a layer's element.
public struct WebColumn: Hashable, Sendable {
    /// The column's name in `fxctl sample` (`front.position.x`).
    public let name: String
    /// The CSS property (`left`, `translate`, …).
    public let property: String
    /// The slot within the property's value (0 for single values; 2 is `translate`'s z).
    public let slot: Int
    /// The factor from the CSS unit the browser reports to fxkit's unit (π/180 for degrees).
    public let factor: Double
    /// What fxkit's value is less the browser's, after the factor: for a slot of `translate`, the
    /// model values of the other properties it carries (transform.translation beside position) and
    /// the anchorPointZ its z carries on a layer whose `transform-origin` has it; else 0.
    public var offset: Double = 0
    /// The other columns this reading is the sum with: a slot of `translate` that carries two
    /// animated properties (`front.position.x` and `front.transform.translation.x`) reads their
    /// sum, the only value the browser has.
    public var alongside: [String] = []
}

/// One keyframe: where it sits, the easing that starts at it, and the values it sets.
public struct WebKeyframe: Hashable, Sendable {
    /// The keyframe's offset in 0...1 of the iteration.
    public let offset: Double
    /// The easing of the segment that starts here (CSS text).
    public let easing: String
    /// The values.
    public let declarations: [WebDeclaration]
}

/// The timing of one animation, as Web Animations' `KeyframeEffectOptions` take it.
public struct WebTiming: Hashable, Sendable {
    /// When it starts, in milliseconds of the page's time.
    public var delay: Double
    /// One iteration, in milliseconds (the track's speed is folded in).
    public var duration: Double
    /// How many iterations (fractional; infinite repeats forever).
    public var iterations: Double
    /// `normal`, or `alternate` for an autoreversing track.
    public var direction: String
    /// `none`, `forwards`, `backwards` or `both`.
    public var fill: String
    /// Where the first iteration starts, in iterations (the track's `timeOffset`).
    public var iterationStart: Double
    /// `replace`, or `add` for an additive track.
    public var composite: String
    /// The easing of each whole iteration (the track's own timing function).
    public var easing: String
}

/// An animation of one layer's element: one fxkit track.
public struct WebAnimation: Hashable, Sendable {
    /// The layer's name.
    public let layer: String
    /// The track's key path.
    public let keyPath: String
    /// The keyframes.
    public let keyframes: [WebKeyframe]
    /// The timing.
    public let timing: WebTiming
}
