// Groups nested deeper than the 32-block limit.
// Expect:
//   36:135: error: blocks nest more than 32 deep
effect deep {
    layer box {
        group {
            group {
                group {
                    group {
                        group {
                            group {
                                group {
                                    group {
                                        group {
                                            group {
                                                group {
                                                    group {
                                                        group {
                                                            group {
                                                                group {
                                                                    group {
                                                                        group {
                                                                            group {
                                                                                group {
                                                                                    group {
                                                                                        group {
                                                                                            group {
                                                                                                group {
                                                                                                    group {
                                                                                                        group {
                                                                                                            group {
                                                                                                                group {
                                                                                                                    group {
                                                                                                                        group {
                                                                                                                            group {
                                                                                                                                group {
                                                                                                                                    group {
                                                                                                                                        group {
                                                                                                                                            group {
animate opacity from 1 to 0
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
    }
}
