import Foundation

/// Reading the tables fxctl prints, for the end-to-end tests.
enum EndToEndTables {
    /// The header and the numeric rows of csv or tsv text.
    static func delimited(_ text: String, separator: Character) -> (columns: [String], rows: [[Double]])? {
        let lines = text.split(separator: "\n").map(String.init)
        guard let header = lines.first else { return nil }
        var rows: [[Double]] = []
        for line in lines.dropFirst() {
            let cells = line.split(separator: separator, omittingEmptySubsequences: false).map { Double($0) }
            guard cells.allSatisfy({ $0 != nil }) else { return nil }
            rows.append(cells.compactMap { $0 })
        }
        return (header.split(separator: separator).map(String.init), rows)
    }

    /// The rows of fxctl's JSON table: an array of objects of numbers.
    static func json(_ data: Data) -> [[String: Double]]? {
        guard let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            return nil
        }
        var rows: [[String: Double]] = []
        for object in array {
            var row: [String: Double] = [:]
            for (key, value) in object {
                guard let number = value as? NSNumber else { return nil }
                row[key] = number.doubleValue
            }
            rows.append(row)
        }
        return rows
    }

    /// The largest difference between two tables of the same shape, or nil when the shapes differ.
    static func maximumDifference(_ a: [[Double]], _ b: [[Double]]) -> Double? {
        guard a.count == b.count else { return nil }
        var largest = 0.0
        for (left, right) in zip(a, b) {
            guard left.count == right.count else { return nil }
            for (x, y) in zip(left, right) { largest = max(largest, abs(x - y)) }
        }
        return largest
    }
}
