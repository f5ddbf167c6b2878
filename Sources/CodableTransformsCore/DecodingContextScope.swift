#if DEBUG
  /// The call during which a ``DecodingContext``'s pointers are valid, checked in debug builds.
  ///
  /// A context points to the decoder's containers on the stack. In a debug build, each call that
  /// makes one opens a scope and closes it when it returns, and the context's members check that
  /// their scope is still open: a context kept past its call stops the program where it is
  /// used, with a message that says why, instead of reading stack memory that now holds
  /// something else. A release build has none of it.
  @usableFromInline
  struct _DecodingContextScope {
    /// The scope's number; 0 for a context that is valid for as long as it lives: one that
    /// holds its decoder, or has none.
    @usableFromInline let id: UInt

    @inlinable
    init(id: UInt = 0) {
      self.id = id
    }

    /// Opens the scope of a call that makes a context.
    @inlinable
    static func open() -> Self {
      Self(id: _OpenDecodingContextScopes.open())
    }

    /// Closes the scope when its call returns.
    @inlinable
    func close() {
      if id != 0 { _OpenDecodingContextScopes.close(id) }
    }

    /// Stops the program when the context is used after its call returned.
    func checkOpen() {
      guard id == 0 || _OpenDecodingContextScopes.isOpen(id) else {
        preconditionFailure(
          "A DecodingContext was used after the call it was passed to had returned. A context "
            + "is valid during that call only (decode(_:in:), init(from:in:)): read its "
            + "userInfo, codingPath or recoveryReport there, and keep what you read, not the "
            + "context.")
      }
    }
  }

  /// The scopes whose calls are running, on every thread.
  @usableFromInline
  enum _OpenDecodingContextScopes {
    private static let state = Locked<(next: UInt, open: Set<UInt>)>((next: 1, open: []))

    /// A new open scope's number.
    @usableFromInline
    static func open() -> UInt {
      state.withLock { state in
        let id = state.next
        state.next += 1
        state.open.insert(id)
        return id
      }
    }

    /// Closes a scope.
    @usableFromInline
    static func close(_ id: UInt) {
      _ = state.withLock { $0.open.remove(id) }
    }

    /// Whether a scope is open.
    static func isOpen(_ id: UInt) -> Bool {
      state.withLock { $0.open.contains(id) }
    }
  }
#endif
