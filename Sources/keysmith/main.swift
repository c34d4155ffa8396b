import KeysmithCLI

KeysmithCLI.main()
