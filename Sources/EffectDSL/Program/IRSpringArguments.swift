/// The labelled arguments of the physical `spring(…)`.
struct IRSpringArguments: Sendable {
    var mass: IRExpression?
    var stiffness: IRExpression?
    var damping: IRExpression?
    var velocity: IRExpression?
}
