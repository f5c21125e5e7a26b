// A 'for' loop over layers: rows slide in from the right one after another. Each row waits
// 'stagger' longer than the one above it; 'fill backwards' holds its first frame while it waits.

effect cascade {
    summary "Rows slide in one after another"
    param rows = 5 in 1...12 "how many rows"
    param stagger = 60ms in 0s...0.2s "the delay between one row and the next"
    duration 0.8s
    timing ease-out

    for i in 0..<rows {
        layer row[i] {
            let y = 120 + i * 64
            set bounds.size = (width - 32, 56)
            set position = (width / 2, y)
            set opacity = 1
            animate position duration 0.35s delay i * stagger fill backwards from (width / 2 + 48, y) to (width / 2, y)
            animate opacity duration 0.35s delay i * stagger fill backwards from 0 to 1
        }
    }

    example "before its delay of 0.12 s, row 2 waits transparent and 48 points to the right" at 0.1s {
        row[2].position.x  = 235.5
        row[2].opacity     = 0
    }
    example "without a stagger every row fades in together" at 0.175s where stagger = 0s within 1e-6 {
        row[0].opacity  = 0.684643
        row[4].opacity  = 0.684643
    }
    example "at the end every row is in place" at 100% {
        row[0].position.x  = 187.5
        row[4].position.x  = 187.5
        row[4].opacity     = 1
    }
}
