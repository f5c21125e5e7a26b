extension StreamingSampler {
    /// The selected columns on the grid as a table held in memory, refused before any allocation
    /// when it would exceed ``Sampler/maximumTableCells``, and refused when a number in it is not
    /// finite (``SamplerError/nonFinite(column:time:)``).
    public func table() throws(SamplerError) -> SampleTable {
        let width = selection.names.count
        let cells = Double(points.count) * Double(width)
        guard cells <= Double(Sampler.maximumTableCells) else {
            throw .tooManySamples(requested: cells, limit: Sampler.maximumTableCells, unit: "table cells")
        }
        var values: [Double] = []
        values.reserveCapacity(points.count * width)
        do throws(SampleStreamError<Never>) {
            try forEachRow { (row) throws(Never) in values.append(contentsOf: row) }
        } catch {
            switch error {
            case .sampling(let error): throw error
            }
        }
        return SampleTable(columns: selection.names, rowMajorValues: values)
    }
}
