extension TransitionEffect {
    /// The timeline for parameters given as text (`["angle=0.2", "from=right"]`), the others at their
    /// defaults.
    ///
    /// A binding error is wrapped in ``EffectError/parameter(_:)``.
    public func timeline(
        assignments: [String] = [], context: EffectContext = EffectContext()
    ) throws(EffectError) -> Timeline {
        let parameters: ParameterValues
        do {
            parameters = try descriptor.bind(assignments)
        } catch {
            throw .parameter(error)
        }
        return try timeline(parameters, context: context)
    }
}
