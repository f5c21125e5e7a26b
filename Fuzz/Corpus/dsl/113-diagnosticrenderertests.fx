effect e {
    duration 2
}
