import Foundation

/// The fuzzing executable's commands outside libFuzzer (its `main` without `FUZZING`).
public enum Replay {
  /// The usage text.
  static let usage = """
    usage: Fuzz <harness> <file or directory>...  replays inputs through a harness's check
           Fuzz --list                           lists the harnesses
           Fuzz --write-seeds <directory>        writes each harness's seeds to
                                                 <directory>/<harness>/ and its dictionary
                                                 to <directory>/<harness>.dict
    """

  /// Runs a command: replays files through a harness's check and prints a summary, lists the
  /// harnesses, or writes the seed corpus and dictionaries.
  ///
  /// - Parameter arguments: The command-line arguments, without the program name.
  /// - Returns: The exit status: `0` when the command succeeded and every input passed.
  public static func main(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case "--list":
      for harness in FuzzHarness.all { print(harness.name) }
      return 0
    case "--write-seeds" where arguments.count == 2:
      return writeSeeds(to: URL(fileURLWithPath: arguments[1], isDirectory: true))
    case let name? where arguments.count >= 2:
      guard let harness = FuzzHarness.named(name) else {
        print("no harness is named \(name); the harnesses: \(names)")
        return 1
      }
      return replay(files(Array(arguments.dropFirst())), through: harness)
    default:
      print(usage)
      return 1
    }
  }

  /// The files among `paths`, with the files of directories, sorted.
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The files, each directory's in name order, hidden files left out.
  public static func files(_ paths: [String]) -> [String] {
    paths.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
    }
  }

  static var names: String { FuzzHarness.all.map(\.name).joined(separator: ", ") }

  private static func replay(_ files: [String], through harness: FuzzHarness) -> Int32 {
    var checked = 0
    var violations = 0
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else {
        print("cannot read \(file)")
        return 1
      }
      checked += 1
      if let violation = harness.check(data) {
        violations += 1
        print("\(file): \(violation)")
      }
    }
    print("\(harness.name): \(checked) inputs checked, \(violations) violations")
    return violations == 0 && checked > 0 ? 0 : 1
  }

  private static func writeSeeds(to directory: URL) -> Int32 {
    do {
      for harness in FuzzHarness.all {
        let folder = directory.appendingPathComponent(harness.name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let seeds = harness.seeds
        for seed in seeds {
          try seed.bytes.write(to: folder.appendingPathComponent(seed.name))
        }
        try Data(harness.dictionary.utf8).write(
          to: directory.appendingPathComponent("\(harness.name).dict"))
        print("\(harness.name): \(seeds.count) seed inputs and the dictionary")
      }
    } catch {
      print("cannot write the seeds: \(error)")
      return 1
    }
    return 0
  }
}
