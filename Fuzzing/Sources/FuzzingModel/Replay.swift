import Foundation

/// Runs a harness's check on files, outside libFuzzer: the harnesses' `main` without `FUZZING`.
public enum Replay {
  /// Checks every file given (the files of a directory, for a directory) and prints a summary;
  /// with `--write-corpus DIRECTORY`, writes the seed corpus instead, and with
  /// `--write-dictionary FILE` the libFuzzer dictionary.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program name.
  ///   - corpus: The seed inputs to write with `--write-corpus`.
  ///   - check: The harness's check.
  /// - Returns: The exit status: `0` when every input passed.
  public static func main(
    _ arguments: [String], corpus: [(name: String, bytes: Data)], check: (Data) -> String?
  ) -> Int32 {
    if arguments.first == "--write-dictionary", arguments.count == 2 {
      do {
        try Data(SeedCorpus.dictionary.utf8).write(to: URL(fileURLWithPath: arguments[1]))
      } catch {
        print("cannot write the dictionary: \(error)")
        return 1
      }
      return 0
    }
    if arguments.first == "--write-corpus", arguments.count == 2 {
      let directory = URL(fileURLWithPath: arguments[1], isDirectory: true)
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in corpus {
          try bytes.write(to: directory.appendingPathComponent(name))
        }
      } catch {
        print("cannot write the corpus: \(error)")
        return 1
      }
      print("wrote \(corpus.count) seed inputs to \(directory.path)")
      return 0
    }
    var checked = 0
    var violations = 0
    for file in files(arguments) {
      guard let data = FileManager.default.contents(atPath: file) else {
        print("cannot read \(file)")
        return 1
      }
      checked += 1
      if let violation = check(data) {
        violations += 1
        print("\(file): \(violation)")
      }
    }
    print("\(checked) inputs checked, \(violations) violations")
    return violations == 0 && checked > 0 ? 0 : 1
  }

  /// The files among `paths`, with the files of directories, sorted.
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
}
