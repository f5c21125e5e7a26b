/// A small stack buffer that collects a row's bytes and copies them into the output array in a few
/// large appends instead of many small ones.
///
/// Only lives inside `ByteStaging.with(_:)`; nothing in it allocates. Inlinable, because the core's
/// table writers stage every byte of every row through it: a call per byte across the module
/// boundary would cost more than the byte.
package struct ByteStaging {
    /// The bytes of stack space per staging buffer (at most 1 KiB stays on the stack).
    @inlinable package static var capacity: Int { 1024 }

    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline var count = 0

    @inlinable init(base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// Runs `body` with an empty staging buffer on the stack.
    @inlinable @inline(__always)
    package static func with(_ body: (inout ByteStaging) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { scratch in
            guard let base = scratch.baseAddress else { return }
            var staging = ByteStaging(base: base)
            body(&staging)
        }
    }

    /// Copies the staged bytes to `bytes` and empties the buffer.
    @inlinable @inline(__always)
    package mutating func flush(to bytes: inout [UInt8]) {
        guard count > 0 else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Stages one byte, flushing first when the buffer is full.
    @inlinable @inline(__always)
    package mutating func append(_ byte: UInt8, flushingTo bytes: inout [UInt8]) {
        if count == ByteStaging.capacity { flush(to: &bytes) }
        base[count] = byte
        count += 1
    }

    /// Stages a run of bytes (or appends it straight to `bytes` when it is long).
    @inlinable @inline(__always)
    package mutating func append(contentsOf run: UnsafeBufferPointer<UInt8>, flushingTo bytes: inout [UInt8])
    {
        if count + run.count > ByteStaging.capacity {
            flush(to: &bytes)
            if run.count > ByteStaging.capacity / 2 {
                bytes.append(contentsOf: run)
                return
            }
        }
        guard let start = run.baseAddress else { return }
        (base + count).update(from: start, count: run.count)
        count += run.count
    }

    /// Stages the text of finite `value` in `style`.
    @inlinable @inline(__always)
    package mutating func append(_ value: Double, style: NumberStyle, flushingTo bytes: inout [UInt8]) {
        if count + NumberFormatting.scratchCapacity > ByteStaging.capacity { flush(to: &bytes) }
        if let written = NumberFormatting.write(value, style: style, to: base + count) {
            count += written
        } else {
            flush(to: &bytes)
            NumberFormatting.appendLargeFixed(value, digits: style.clampedFixedDigits ?? 0, to: &bytes)
        }
    }
}

extension ByteStaging {
    /// Appends one delimited line (csv, tsv) to `bytes`: the numbers of `row` in `style` joined by
    /// `separator`, a non-finite value leaving its cell empty, then a newline.
    ///
    /// Here rather than in the table writer, so that a row costs one call into this module and the
    /// staging and the number writer inline into its loop, as they did when both lived in the core:
    /// calls per number and per row across the module boundary cost the csv writer 3 % more
    /// instructions.
    package static func appendDelimitedRow(
        _ row: UnsafeBufferPointer<Double>, separator: UInt8, style: NumberStyle, to bytes: inout [UInt8]
    ) {
        with { staging in
            for index in row.indices {
                if index > 0 { staging.append(separator, flushingTo: &bytes) }
                let value = row[index]
                if value.isFinite { staging.append(value, style: style, flushingTo: &bytes) }
            }
            staging.append(ASCII.newline, flushingTo: &bytes)
            staging.flush(to: &bytes)
        }
    }
}
