// Interim aligned output until branch `tables` lands (TableWriter.write(_:to:) with a SampleTable).

extension TableStream {
    /// Writes the collected rows.
    mutating func writeAligned() {
        writer.writeHeader(columns: columns, to: &bytes)
        let width = max(columns.count, 1)
        let values = collected
        values.withUnsafeBufferPointer { buffer in
            var start = 0
            while start + width <= buffer.count {
                writer.writeRow(
                    UnsafeBufferPointer(rebasing: buffer[start..<(start + width)]), isFirst: start == 0,
                    to: &bytes)
                start += width
            }
        }
    }
}
