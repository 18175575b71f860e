// hittrace: serve the API and the page, or trace a hierarchy offline. See `hittrace --help`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
exit(Command.run(arguments))
