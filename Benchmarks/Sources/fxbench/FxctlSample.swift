/// The `fxctl sample` command line the csv and memory figures run.
enum FxctlSample {
    /// `fxctl sample swap-card` at `rows` evenly spaced moments as CSV, keeping 9 columns (t, progress,
    /// the front card's four and the back card's rotation and position): the shape of the csv
    /// figure's own workload.
    static func arguments(rows: Int) -> [String] {
        [
            "sample", "swap-card", "--samples", String(rows), "--format", "csv", "--columns",
            "front.zPosition,front.position.*,front.transform.rotation,back.transform.rotation,back.position.*",
        ]
    }
}
