// SPDX-License-Identifier: EPL-2.0
package isolang.dsl.lib;

import java.net.URISyntaxException;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.resource.IResourceDescription;
import org.eclipse.xtext.resource.IResourceDescriptions;
import org.eclipse.xtext.resource.impl.ResourceDescriptionsData;

import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.Singleton;

/**
 * The standard library {@code isolang.std.*}: plain {@code .isol} files shipped on the
 * classpath of this bundle under {@code /isolang/dsl/lib/std/}. Every resource set sees them
 * through {@link isolang.dsl.scoping.IsolangGlobalScopeProvider}, so the IDE, the language
 * server and the command line resolve {@code import isolang.std.biswas.*} alike.
 */
@Singleton
public class StandardLibrary {

    /** The classpath folder of the library files. */
    public static final String FOLDER = "/isolang/dsl/lib/std/";

    /** The library files, in dependency order. */
    public static final List<String> FILES = List.of("biswas.isol", "cerone.isol", "isolde.isol", "plume.isol");

    @Inject
    private Provider<ResourceSet> resourceSets;

    @Inject
    private IResourceDescription.Manager descriptionManager;

    private IResourceDescriptions descriptions;

    /** The URIs of the library files. */
    public static List<URI> uris() {
        List<URI> uris = new ArrayList<>();
        for (String file : FILES) {
            URL url = StandardLibrary.class.getResource(FOLDER + file);
            if (url == null) {
                throw new IllegalStateException(
                        "the standard library file " + FOLDER + file + " is not on the classpath");
            }
            try {
                uris.add(URI.createURI(url.toURI().toString()));
            } catch (URISyntaxException e) {
                throw new IllegalStateException("malformed library location " + url, e);
            }
        }
        return uris;
    }

    /** The exported names of the library, computed once from its own resource set. */
    public synchronized IResourceDescriptions descriptions() {
        if (descriptions == null) {
            ResourceSet resourceSet = resourceSets.get();
            List<IResourceDescription> all = new ArrayList<>();
            for (URI uri : uris()) {
                Resource resource = resourceSet.getResource(uri, true);
                all.add(descriptionManager.getResourceDescription(resource));
            }
            descriptions = new ResourceDescriptionsData(all);
        }
        return descriptions;
    }
}
