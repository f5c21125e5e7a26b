import EffectsTesting
import Testing

/// A test's resources are found from its source file, `.` and `..` resolved.
@Suite struct TestResourcesTests {
    @Test(arguments: [
        ("../../effects", "/work/app/Tests/AppTests/AppTests.swift", "/work/app/effects"),
        (
            "Golden/./a.csv", "/work/app/Tests/AppTests/AppTests.swift",
            "/work/app/Tests/AppTests/Golden/a.csv"
        ),
        ("../../../../../x", "/a/b.swift", "/x"),
        ("/etc/fx", "/a/b.swift", "/etc/fx"),
        ("../x", "Tests/T.swift", "x"),
        ("../../x", "Tests/T.swift", "../x"),
    ])
    func aRelativePathIsResolvedFromTheSourceFile(_ relative: String, _ file: String, _ expected: String) {
        #expect(TestResources.path(relative, nextTo: file) == expected)
    }

    @Test func theDefaultIsTheCallersOwnDirectory() {
        #expect(TestResources.path("TestResourcesTests.swift") == #filePath)
    }
}
