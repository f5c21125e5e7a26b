/// The message of the error `body` throws: its description when it is an `E`, otherwise a text that
/// says what happened instead, so a comparison with the expected message fails readably.
public func errorMessage<E: Error & CustomStringConvertible, T>(_ type: E.Type, _ body: () throws -> T)
    -> String
{
    do {
        _ = try body()
        return "no error"
    } catch let error as E {
        return error.description
    } catch {
        return "an error of another type, \(Swift.type(of: error)): \(error)"
    }
}
