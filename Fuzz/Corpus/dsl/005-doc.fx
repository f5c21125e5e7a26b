for i in 0..<rows {
    layer row[i] { set position = (width / 2, 120 + i * 64) }
}
