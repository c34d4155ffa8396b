import Testing

@testable import KeysmithCLI

/// `keysmith preview`'s refusals, which exit before serving. (Serving is tested end to end in a
/// real browser and over raw sockets: Tests/Browser, run by scripts/check-preview.sh.)
@MainActor @Suite struct PreviewCommandTests {
    @Test func aPathIsNeeded() {
        let result = runCLI(["preview"])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("keysmith: error: missing argument PATH\n"))
    }

    @Test func anUnreadableFileExits66() {
        let result = runCLI(["preview", "/nonexistent/layout.yaml", "--port", "0"])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "keysmith: error: cannot read '/nonexistent/layout.yaml': no such file or directory\n")
        let folder = runCLI(["preview", "Layouts", "--port", "0"])
        #expect(folder.status == 66)
        #expect(folder.standardError == "keysmith: error: cannot read 'Layouts': it is a folder\n")
    }

    @Test func portsAndAddresses() {
        let port = runCLI(["preview", "Layouts/en-US.yaml", "--port", "70000"])
        #expect(port.status == 64)
        #expect(
            port.standardError.hasPrefix(
                "keysmith: error: invalid value '70000' for option '--port' (expected a whole number from 0 to 65535)\n"
            ))
        let host = runCLI(["preview", "Layouts/en-US.yaml", "--port", "0", "--host", "example.com"])
        #expect(host.status == 1)
        #expect(host.standardOutput == "")
        #expect(host.standardError == "keysmith: error: 'example.com' is not an IPv4 or IPv6 address\n")
    }
}
