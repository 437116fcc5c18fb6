// The choices travellers name in requests and commands, read by their names.
extension TravelMode: ParameterValue {}
extension RoutePreference: ParameterValue {}
extension PlaceFileFormat: ParameterValue {}
extension QRSymbol.Correction: ParameterValue {}
