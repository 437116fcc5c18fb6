import BaluchonCore
import BaluchonToolkit
import Foundation
import Hummingbird

/// `GET /api/v1/convert`, written out by hand: it is the hottest route, and its provenance part (the
/// same for every conversion with one rate table) is encoded once and reused.
///
/// `{"amount":100,"formatted":{"amount":"€100.00","rate":"1 EUR = 1.1172 USD","result":"$111.72"},
/// "from":"EUR","inverseRate":0.8950948801,"minorUnits":2,"rate":1.1172,"result":111.72,"source":{…},"to":"USD"}`
enum ConversionResponse {
    static func body(answer: ConversionAnswer, language: UILanguage, fragments: MoneyFragments) -> ByteBuffer {
        let conversion = answer.conversion
        let fromDigits = max(answer.rates.currency(conversion.from).minorUnits, conversion.amount.fractionDigits)
        let amountText = conversion.amount.plainText
        let resultText = conversion.result.plainText
        let amount = MoneyFormatter.format(
            conversion.amount, currency: conversion.from, minorUnits: fromDigits, language: language, plainText: amountText)
        let result = MoneyFormatter.format(
            conversion.result, currency: conversion.to, minorUnits: conversion.minorUnits, language: language, plainText: resultText)
        let rates = fragments.rates(for: answer.rates, from: conversion.from, to: conversion.to, language: language)
        var json = "{\"amount\":\(amountText),\"formatted\":{\"amount\":"
        json += JSONWriter.quoted(amount) + ",\"rate\":" + rates.rateText + ",\"result\":" + JSONWriter.quoted(result)
        json += "},\"from\":\"\(conversion.from)\",\"inverseRate\":\(rates.inverse),\"minorUnits\":\(conversion.minorUnits),"
        json += "\"rate\":\(rates.rate),\"result\":\(resultText),\"source\":" + rates.source + ",\"to\":\"\(conversion.to)\"}"
        return ByteBuffer(string: json)
    }
}
