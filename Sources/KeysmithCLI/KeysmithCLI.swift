// KeysmithCLI
