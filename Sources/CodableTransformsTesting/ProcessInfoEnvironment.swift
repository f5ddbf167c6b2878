import Foundation

/// The process environment, read once.
enum ProcessInfoEnvironment {
  static let values = ProcessInfo.processInfo.environment
}
