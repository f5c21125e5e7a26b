extension EffectDescriptor {
    /// Every parameter at its default value.
    public func defaults() -> ParameterValues {
        resolved([:])
    }

    /// Values from text assignments such as `["angle=0.2", "offset=(100,-30)", "from=right"]`; the
    /// parameters not mentioned keep their defaults.
    ///
    /// The first problem found is thrown: an assignment without `=` or without a name, an unknown
    /// parameter, one given twice, or a value that does not fit (see ``ParameterDescriptor/parse(_:)``).
    public func bind(_ assignments: [String]) throws(ParameterError) -> ParameterValues {
        resolved(try parsed(assignments))
    }

    /// The values text `assignments` give, by name, checked as `bind(_:)` checks them but
    /// without the defaults filled in: what validating an example needs.
    func parsed(_ assignments: [String]) throws(ParameterError) -> [String: ParameterValue] {
        var given: [String: ParameterValue] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw .missingEquals(assignment: assignment)
            }
            let name = String(ParameterText.trimmed(assignment[..<equals]))
            guard !name.isEmpty else { throw .missingName(assignment: assignment) }
            guard let parameter = parameter(named: name) else {
                throw .unknownParameter(name: name, known: parameterNames)
            }
            guard given[name] == nil else { throw .duplicate(name: name) }
            let text = String(ParameterText.trimmed(assignment[assignment.index(after: equals)...]))
            given[name] = try parameter.parse(text)
        }
        return given
    }

    /// Values from typed overrides, validated as text assignments are; the parameters not mentioned
    /// keep their defaults.
    ///
    /// Overrides are checked in the order of their names, so the error thrown does not depend on
    /// dictionary order.
    public func bind(_ overrides: [String: ParameterValue]) throws(ParameterError) -> ParameterValues {
        var given: [String: ParameterValue] = [:]
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let parameter = parameter(named: name) else {
                throw .unknownParameter(name: name, known: parameterNames)
            }
            given[name] = try parameter.validate(value)
        }
        return resolved(given)
    }

    private func resolved(_ given: [String: ParameterValue]) -> ParameterValues {
        var names: [String] = []
        var values: [String: ParameterValue] = [:]
        // A name declared twice is refused at registration; here the first declaration wins.
        for parameter in parameters where values[parameter.name] == nil {
            names.append(parameter.name)
            values[parameter.name] = given[parameter.name] ?? parameter.defaultValue
        }
        return ParameterValues(names: names, values: values)
    }
}
