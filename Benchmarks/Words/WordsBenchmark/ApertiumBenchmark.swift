import BaluchonCore
import BaluchonProviders
import Foundation

/// Apertium latency per 20-word sentence: cold (one `apertium` run per leg, as a shell user would)
/// against warm (the resident NUL-flush pipelines Baluchon keeps), for a direct pair and a pivot.
enum ApertiumBenchmark {
    /// Twenty-word French sentences of the kind a traveller types.
    static let sentences = [
        "Bonjour, je voudrais réserver une chambre pour deux personnes pendant trois nuits à partir de vendredi prochain, avec petit déjeuner.",
        "Excusez-moi, pouvez-vous me dire où se trouve la gare la plus proche et combien de temps il faut pour y aller ?",
        "Nous avons perdu nos bagages à l’aéroport et nous ne savons pas à qui nous adresser pour les retrouver rapidement.",
        "Le restaurant au coin de la rue sert des plats végétariens délicieux, mais il faut réserver une table la veille.",
        "Mon fils a de la fièvre depuis hier soir ; où puis-je trouver une pharmacie ouverte le dimanche dans ce quartier ?",
        "Est-ce que ce bus va jusqu’au centre-ville, ou faut-il changer à la prochaine station pour prendre le métro ?",
        "Il fait très beau aujourd’hui, alors nous allons marcher le long de la plage jusqu’au vieux phare du port.",
        "Pourriez-vous m’indiquer le prix d’un billet aller-retour pour la capitale, et s’il existe une réduction pour les étudiants ?",
    ]

    static func run(runs: Int) async {
        let installation = ApertiumInstallation.discover()
        guard installation.problem == nil else {
            emit(["detector": "apertium", "error": installation.problem ?? ""])
            return
        }
        let french = LanguageCode("fr")!
        var results: [String: Any] = ["benchmark": "apertium", "words": 20]
        for target in ["es", "en"].compactMap(LanguageCode.init) {
            let cold = Apertium(installation: installation, resident: false)
            let warm = Apertium(installation: installation, resident: true)
            let route = installation.graph.route(from: french, to: target)?.map(\.rawValue).joined(separator: "→") ?? "none"
            var coldTimes: [Double] = []
            for index in 0..<max(runs / 3, 5) {
                coldTimes.append(await time(cold, sentences[index % sentences.count], target))
            }
            let first = await time(warm, sentences[0], target)
            var warmTimes: [Double] = []
            for index in 0..<runs {
                warmTimes.append(await time(warm, sentences[index % sentences.count], target))
            }
            await warm.shutdown()
            results[route] = [
                "coldP50ms": percentile(coldTimes, 0.5), "coldP90ms": percentile(coldTimes, 0.9),
                "firstWarmMs": first,
                "warmP50ms": percentile(warmTimes, 0.5), "warmP90ms": percentile(warmTimes, 0.9),
                "speedup": percentile(coldTimes, 0.5) / max(percentile(warmTimes, 0.5), 0.001),
            ]
        }
        emit(results)
    }

    static func time(_ apertium: Apertium, _ text: String, _ target: LanguageCode) async -> Double {
        let start = ContinuousClock.now
        _ = try? await apertium.fetch(TranslationRequest(text: text, source: LanguageCode("fr"), target: target))
        let elapsed = ContinuousClock.now - start
        return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) * 1000
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
    }
}
