effect bad-one {
    duration 2
}
