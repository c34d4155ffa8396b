/// Shell completion scripts for `keysmith`, written from the command specs that `--help` and the
/// parser use: subcommands, their options, the values of options with a fixed list, and what
/// each positional argument takes (layout files, any file, a command name, fixed words).
enum CompletionScript {
    /// The shells there is a script for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The script for `shell`.
    static func script(for shell: Shell, commands: [CommandSpec]) -> String {
        switch shell {
        case .bash: bash(commands)
        case .zsh: zsh(commands)
        case .fish: fish(commands)
        }
    }

    /// The first sentence of a help text, without its full stop: `Treat warnings as errors`.
    static func summary(_ help: String) -> String {
        var text = Substring(help)
        text = text.prefix(before: ". ")
        text = text.prefix(before: " (")
        return String(text.hasSuffix(".") ? text.dropLast() : text)
    }

    /// `--format`, `-h` and `--help` of a command, as typed.
    private static func optionWords(_ spec: CommandSpec) -> [String] {
        spec.options.flatMap { option in
            [option.longForm] + (option.short.map { ["-\($0)"] } ?? [])
        } + ["-h", "--help"]
    }

    // MARK: - bash

    private static func bash(_ commands: [CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            "# bash completion for keysmith, printed by `keysmith completions bash`.",
            "# Load it with: source <(keysmith completions bash)",
            "",
            "_keysmith_layouts() {",
            "    compopt -o filenames 2>/dev/null",
            "    COMPREPLY=($(compgen -d -- \"$cur\") $(compgen -f -X '!*.yaml' -- \"$cur\"))",
            "}",
            "",
            "_keysmith() {",
            "    COMPREPLY=()",
            "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
            "    if (( COMP_CWORD == 1 )); then",
            "        COMPREPLY=($(compgen -W '\(names) --help --version' -- \"$cur\"))",
            "        return",
            "    fi",
            "    local options valued",
            "    case ${COMP_WORDS[1]} in",
        ]
        for spec in commands {
            let valued = spec.options.filter(\.takesValue).map(\.longForm)
            lines.append("    \(spec.name))")
            lines.append("        options='\(optionWords(spec).joined(separator: " "))'")
            lines.append("        valued=' \(valued.joined(separator: " ")) '")
            lines.append("        ;;")
        }
        lines += [
            "    *) return ;;",
            "    esac",
            "    # The option whose value is being written: `--format j`, or `--format=j`, which bash",
            "    # splits at the `=`.",
            "    local option=",
            "    if [[ $prev == = ]]; then",
            "        option=${COMP_WORDS[COMP_CWORD-2]}",
            "    elif [[ $cur == = ]]; then",
            "        option=$prev cur=",
            "    elif [[ $valued == *\" $prev \"* ]]; then",
            "        option=$prev",
            "    fi",
            "    if [[ -n $option ]]; then",
            "        case ${COMP_WORDS[1]}:$option in",
        ]
        for spec in commands {
            for option in spec.options where option.takesValue {
                if let action = bashAction(option.completion) {
                    lines.append("        \(spec.name):\(option.longForm)) \(action) ;;")
                }
            }
        }
        lines += [
            "        esac",
            "        return",
            "    fi",
            "    if [[ $cur == -* ]]; then",
            "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    # Which positional argument this is: the words after the command that are not",
            "    # options or their values.",
            "    local i word index=0",
            "    for (( i = 2; i < COMP_CWORD; i++ )); do",
            "        word=${COMP_WORDS[i]}",
            "        if [[ ${COMP_WORDS[i+1]} == = ]]; then (( i += 2 )); continue; fi",
            "        if [[ $word == -* ]]; then",
            "            [[ $valued == *\" $word \"* ]] && (( i++ ))",
            "            continue",
            "        fi",
            "        (( index++ ))",
            "    done",
            "    case ${COMP_WORDS[1]}:$index in",
        ]
        for spec in commands {
            for (index, argument) in spec.arguments.enumerated() {
                guard let action = bashAction(argument.completion) else { continue }
                let pattern = argument.isVariadic ? "\(spec.name):*" : "\(spec.name):\(index)"
                lines.append("    \(pattern)) \(action) ;;")
            }
        }
        lines += ["    esac", "}", "", "complete -F _keysmith keysmith", ""]
        return lines.joined(separator: "\n")
    }

    private static func bashAction(_ completion: ArgumentSpec.Completion) -> String? {
        switch completion {
        case .none: nil
        case .layoutFiles: "_keysmith_layouts"
        case .files: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .commands:
            "COMPREPLY=($(compgen -W '\(KeysmithCLI.commandSpecs.map(\.name).joined(separator: " "))' -- \"$cur\"))"
        case .words(let words): "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
        }
    }

    // MARK: - zsh

    /// Text inside single quotes, for zsh and fish.
    private static func singleQuoted(_ text: String, fish: Bool = false) -> String {
        if fish { return text.escaping(["\\", "'"], with: "\\") }
        return text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
    }

    /// A description inside `_arguments`' brackets.
    private static func zshDescription(_ text: String) -> String {
        singleQuoted(summary(text).escaping(["[", "]"], with: "\\"))
    }

    private static func zshAction(_ completion: ArgumentSpec.Completion) -> String {
        switch completion {
        case .none: " "
        case .layoutFiles: "_files -g \"*.yaml\""
        case .files: "_files"
        case .commands: "(\(KeysmithCLI.commandSpecs.map(\.name).joined(separator: " ")))"
        case .words(let words): "(\(words.joined(separator: " ")))"
        }
    }

    private static func zsh(_ commands: [CommandSpec]) -> String {
        var lines = [
            "#compdef keysmith",
            "# zsh completion for keysmith, printed by `keysmith completions zsh`. Put it in a folder of",
            "# $fpath as _keysmith, or load it with: source <(keysmith completions zsh)",
            "",
            "_keysmith() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    local -a commands",
            "    commands=(",
        ]
        for spec in commands {
            lines.append("        '\(spec.name):\(singleQuoted(spec.summary))'")
        }
        lines += [
            "    )",
            "    _arguments -C \\",
            "        '(- *)'{-h,--help}'[Show this help]' \\",
            "        '(- *)--version[Show the version]' \\",
            "        '1:command:->command' \\",
            "        '*::argument:->argument'",
            "    case $state in",
            "    command) _describe -t commands 'keysmith command' commands ;;",
            "    argument)",
            "        case $words[1] in",
        ]
        for spec in commands {
            var specs = ["'(- *)'{-h,--help}'[Show this help]'"]
            for option in spec.options {
                let repeats = option.repeatable ? "*" : ""
                let description = zshDescription(option.help)
                if option.takesValue {
                    let message = singleQuoted(option.valueDisplay ?? "value")
                    specs.append(
                        "'\(repeats)\(option.longForm)=[\(description)]:\(message):\(zshAction(option.completion))'")
                } else {
                    specs.append("'\(repeats)\(option.longForm)[\(description)]'")
                }
            }
            for (index, argument) in spec.arguments.enumerated() {
                let message = singleQuoted(argument.name.lowercased())
                let action = zshAction(argument.completion)
                switch argument.arity {
                case .one: specs.append("'\(index + 1):\(message):\(action)'")
                case .optional: specs.append("'\(index + 1)::\(message):\(action)'")
                case .oneOrMore, .zeroOrMore: specs.append("'*:\(message):\(action)'")
                }
            }
            lines.append("        \(spec.name))")
            lines.append("            _arguments \\")
            lines.append(specs.map { "                " + $0 }.joined(separator: " \\\n"))
            lines.append("            ;;")
        }
        lines += [
            "        esac",
            "        ;;",
            "    esac",
            "}",
            "",
            "if [[ $zsh_eval_context[-1] == loadautofunc ]]; then",
            "    _keysmith \"$@\"",
            "else",
            "    compdef _keysmith keysmith",
            "fi",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    // MARK: - fish

    private static func fish(_ commands: [CommandSpec]) -> String {
        var lines = [
            "# fish completion for keysmith, printed by `keysmith completions fish`. Save it as",
            "# ~/.config/fish/completions/keysmith.fish, or load it with: keysmith completions fish | source",
            "",
            "# How many positional arguments come before the cursor; the arguments are the options",
            "# that take a value.",
            "function __keysmith_position",
            "    set -l tokens (commandline -opc)",
            "    set -l count 0",
            "    set -l skip 0",
            "    for token in $tokens[3..-1]",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $token",
            "            case '--*=*'",
            "            case '-*'",
            "                if contains -- $token $argv",
            "                    set skip 1",
            "                end",
            "            case '*'",
            "                set count (math $count + 1)",
            "        end",
            "    end",
            "    echo $count",
            "end",
            "",
            "# Folders and layout files (*.yaml) that start with the word being completed.",
            "function __keysmith_layouts",
            "    for path in (commandline -ct)*",
            "        if test -d $path",
            "            echo $path/",
            "        else if string match -q -- '*.yaml' $path",
            "            echo $path",
            "        end",
            "    end",
            "end",
            "",
            "complete -c keysmith -f",
            "complete -c keysmith -n __fish_use_subcommand -s h -l help -d 'Show this help'",
            "complete -c keysmith -n __fish_use_subcommand -l version -d 'Show the version'",
        ]
        for spec in commands {
            lines.append(
                "complete -c keysmith -n __fish_use_subcommand -a \(spec.name) -d '\(singleQuoted(spec.summary, fish: true))'"
            )
        }
        for spec in commands {
            let seen = "'__fish_seen_subcommand_from \(spec.name)'"
            lines.append("")
            lines.append("complete -c keysmith -n \(seen) -s h -l help -d 'Show this help'")
            for option in spec.options {
                var line = "complete -c keysmith -n \(seen) -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if option.takesValue {
                    line += " -x"
                    if case .words(let words) = option.completion { line += " -a '\(words.joined(separator: " "))'" }
                }
                line += " -d '\(singleQuoted(summary(option.help), fish: true))'"
                lines.append(line)
            }
            let valued = spec.options.filter(\.takesValue).map(\.longForm).joined(separator: " ")
            for (index, argument) in spec.arguments.enumerated() {
                let arguments: String
                switch argument.completion {
                case .none: continue
                case .layoutFiles: arguments = "-a '(__keysmith_layouts)'"
                case .files: arguments = "-F"
                case .commands: arguments = "-a '\(commands.map(\.name).joined(separator: " "))'"
                case .words(let words): arguments = "-a '\(words.joined(separator: " "))'"
                }
                let position =
                    argument.isVariadic
                    ? "" : "; and test (__keysmith_position \(valued)) -eq \(index)"
                lines.append(
                    "complete -c keysmith -n '__fish_seen_subcommand_from \(spec.name)\(position)' \(arguments) "
                        + "-d '\(singleQuoted(argument.name.lowercased(), fish: true))'")
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}

extension Substring {
    /// The text before the first `marker`, or all of it (`firstRange(of:)` needs macOS 13).
    fileprivate func prefix(before marker: String) -> Substring {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(marker) { return self[..<index] }
            index = self.index(after: index)
        }
        return self
    }
}

extension String {
    /// The text with `escape` before each of `characters` (`replacing(_:with:)` needs macOS 13).
    fileprivate func escaping(_ characters: Set<Character>, with escape: Character) -> String {
        var result = ""
        for character in self {
            if characters.contains(character) { result.append(escape) }
            result.append(character)
        }
        return result
    }
}
