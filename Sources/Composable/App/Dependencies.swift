import ComposableEngine
import Domain

/// The services the features read with `@Dependency`, set by ``ComposableApp`` from the
/// app's ``AppDependencies`` and by each test with its fakes.
extension DependencyValues {
    /// The product repository, as a client of closures (TCA's dependency design).
    var productsClient: ProductsClient {
        get { self[ProductsClientKey.self] }
        set { self[ProductsClientKey.self] = newValue }
    }

    /// The loader of the Car screen's photo.
    var imageLoader: any ImageLoading {
        get { self[ImageLoaderKey.self] }
        set { self[ImageLoaderKey.self] = newValue }
    }

    /// The COVID-19 summary service.
    var summaryService: any SummaryService {
        get { self[SummaryServiceKey.self] }
        set { self[SummaryServiceKey.self] = newValue }
    }
}

private enum ProductsClientKey: DependencyKey {
    static let liveValue = ProductsClient.live { demoRepository }
}

private enum ImageLoaderKey: DependencyKey {
    static let liveValue: any ImageLoading = InMemoryImageLoader.demo
}

private enum SummaryServiceKey: DependencyKey {
    static let liveValue: any SummaryService = BundledSummaryService()
}

/// The repository a store reads when it was given none: the demo catalogue.
@MainActor
private let demoRepository = ProductDataStore()
