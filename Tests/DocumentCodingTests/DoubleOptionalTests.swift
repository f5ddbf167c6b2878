import CodableTransformsTesting
import DocumentCoding
import Foundation
import Testing
import _CodableTransformsLibraryTesting

@Suite("DoubleOptional")
struct DoubleOptionalTests {
  @Test(arguments: LibraryConformance.doubleOptional.cases(coders: ConformanceCoders.all))
  func conformance(_ testCase: ConformanceCase) {
    testCase.verify()
  }

  struct ProfilePatch: Codable, Equatable {
    @DoubleOptional var nickname: String??
    @DoubleOptional var age: Int??
  }

  @Test(arguments: ConformanceCoders.all)
  func aPatchKeepsMissingNullAndValueApart(_ coder: any ConformanceCoder) throws {
    let patch = try coder.decode(
      ProfilePatch.self, from: .object([coder.wireKey(for: "nickname"): nil]))
    #expect(patch.nickname == .some(nil))
    #expect(patch.age == nil)
    let encoded = try coder.encode(ProfilePatch(nickname: .some(nil), age: .some(7)))
    #expect(
      encoded.matches(.object([coder.wireKey(for: "nickname"): nil, coder.wireKey(for: "age"): 7])))
    #expect(try coder.encode(ProfilePatch(nickname: nil, age: nil)) == .object([:]))
  }

  @Test func outsideAKeyedContainerNilIsNull() throws {
    struct Row: Codable { var cells: [DoubleOptional<Int>] }
    let row = Row(cells: [
      .init(wrappedValue: nil), .init(wrappedValue: .some(nil)), .init(wrappedValue: 3),
    ])
    let data = try JSONEncoder().encode(row)
    #expect(String(decoding: data, as: UTF8.self) == #"{"cells":[null,null,3]}"#)
    let decoded = try JSONDecoder().decode(Row.self, from: data)
    #expect(decoded.cells.map(\.wrappedValue) == [.some(nil), .some(nil), .some(3)])
  }
}
