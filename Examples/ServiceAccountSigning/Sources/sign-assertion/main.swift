import FirestoreRESTNetworking
import Foundation
import ServiceAccountSigning

// sign-assertion assertion KEY.json IAT   prints the signed assertion for that `iat`
// sign-assertion exchange KEY.json URL    reads books/b from a Firestore stand-in at URL, with a
//                                         token from the key's token_uri; prints its title

struct Book: Decodable {
  var title: String
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("sign-assertion: \(message)\n".utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  fail("usage: sign-assertion assertion KEY.json IAT | exchange KEY.json FIRESTORE_URL")
}
do {
  let source = try FirestoreRESTCredentialsFile.load(path: arguments[2], signer: CryptoSigner())
  switch arguments[1] {
  case "assertion":
    guard let account = source as? FirestoreRESTServiceAccount, let iat = Double(arguments[3])
    else { fail("\(arguments[2]) is not a service account, or \(arguments[3]) not a time") }
    print(try await account.assertion(issuedAt: Date(timeIntervalSince1970: iat)))
  case "exchange":
    guard let url = URL(string: arguments[3]) else { fail("\(arguments[3]) is not a URL") }
    let firestore = FirestoreRESTClient(
      projectID: "p", baseURL: url, credentials: FirestoreRESTCredentials(source: source))
    print(try await firestore.get(Book.self, at: "books/b").value.title)
  default:
    fail("unknown command \(arguments[1])")
  }
} catch {
  fail("\(error)")
}
