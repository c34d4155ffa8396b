import Foundation
import Testing

@testable import KeysmithCLI

/// `keysmith export`: the Keyman touch layout and its keyboard source beside it, and back.
@MainActor @Suite struct ExportCommandTests {
    static let ptBR = Binary.packageRoot.appendingPathComponent("Layouts/pt-BR.yaml").path

    /// pt-BR's dead keys (´ ` ^ ~ ¨ on its symbols layer) go to Keyman as touch keys whose rules
    /// are in `x.kmn` beside `x.keyman-touch-layout`; importing the touch layout reads them, and
    /// the layout that comes back types through its dead keys what pt-BR types.
    @Test func keymanWritesTheKeyboardSourceBesideAndImportReadsIt() throws {
        let folder = try TemporaryDirectory()
        let touch = folder.path + "/pt.keyman-touch-layout"
        let export = runCLI(["export", "keyman", Self.ptBR, "-o", touch])
        #expect(export.status == 0, "\(export.standardError)")
        let kmn = try String(contentsOfFile: folder.path + "/pt.kmn", encoding: .utf8)
        #expect(kmn.contains("\nstore(&LAYOUTFILE) 'pt.keyman-touch-layout'\n"))
        #expect(kmn.contains("\nstore(&NAME) 'Portugu' U+00EA 's (Brasil)'\n"))
        // ´ then e: é (U+00E9); ~ then a: ã (U+00E3); ´ then c: ç (pt-BR's own compose entry).
        #expect(kmn.contains("\n+ [T_DK_00B4] > dk(dk_00B4)\n"))
        #expect(kmn.contains("\ndk(dk_00B4) + [U_0065] > U+00E9\n"))
        #expect(kmn.contains("\ndk(dk_007E) + [U_0061] > U+00E3\n"))
        #expect(kmn.contains("\ndk(dk_00B4) + [U_0063] > U+00E7\n"))
        let back = folder.path + "/pt-back.yaml"
        let imported = runCLI(["import", "keyman", touch, "-o", back])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(!imported.standardError.contains("dead-key caps"))
        let text = try String(contentsOfFile: back, encoding: .utf8)
        #expect(text.contains("\nname: \"Português (Brasil)\"\n"))
        // Only what canonical composition would not give: ´ then c is ç, not ć.
        #expect(text.contains("\ncompose:\n  ´: {C: Ç, c: ç}\n"))
        for sentence in ["Ação e ênfase à vovó", "Ç ç"] {
            let typed = runCLI(["type", back, sentence])
            #expect(typed.standardOutput == sentence + "\n", "\(typed.standardError)")
        }
    }

    /// To standard output there is no folder to write the keyboard source in: a note says so.
    @Test func toStandardOutputTheSourceIsNoted() {
        let result = runCLI(["export", "keyman", Self.ptBR])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("{\n  \"phone\": {"))
        #expect(
            result.standardError.hasSuffix(
                "keysmith: note: the keyboard's .kmn is written beside the export with --output\n"))
    }
}
