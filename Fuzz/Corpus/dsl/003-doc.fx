let centre = (width / 2, height / 2)
let rowY(i) = 120 + i * 64
