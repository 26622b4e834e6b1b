// SPDX-License-Identifier: EPL-2.0
package isolang.tests.api;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The classes a compiled class refers to, read from its constant pool (JVMS §4.4): the classes it
 * names and every class in its field and method descriptors and generic signatures. What the
 * compiler inlined (constants of primitive and string type) leaves no trace, as for {@code jdeps}.
 */
final class ClassReferences {

    private static final int UTF8 = 1;
    private static final int INTEGER = 3;
    private static final int FLOAT = 4;
    private static final int LONG = 5;
    private static final int DOUBLE = 6;
    private static final int CLASS = 7;
    private static final int STRING = 8;
    private static final int FIELD_REF = 9;
    private static final int METHOD_REF = 10;
    private static final int INTERFACE_METHOD_REF = 11;
    private static final int NAME_AND_TYPE = 12;
    private static final int METHOD_HANDLE = 15;
    private static final int METHOD_TYPE = 16;
    private static final int DYNAMIC = 17;
    private static final int INVOKE_DYNAMIC = 18;
    private static final int MODULE = 19;
    private static final int PACKAGE = 20;

    /** A class type in a descriptor or signature: {@code Lpkg/Name;} or {@code Lpkg/Name<...>;}. */
    private static final Pattern CLASS_TYPE = Pattern.compile("L([\\w/$]+)[;<.]");

    private ClassReferences() {
    }

    /**
     * The binary names ({@code a.b.C$D}) of the classes the class file in {@code in} refers to,
     * including its own name.
     */
    static Set<String> read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        if (data.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        data.readUnsignedShort(); // minor version
        data.readUnsignedShort(); // major version
        int count = data.readUnsignedShort();
        Map<Integer, String> texts = new HashMap<>();
        List<Integer> classNames = new ArrayList<>();
        Set<Integer> stringLiterals = new HashSet<>();
        for (int index = 1; index < count; index++) {
            int tag = data.readUnsignedByte();
            switch (tag) {
                case UTF8 -> texts.put(index, data.readUTF());
                case CLASS -> classNames.add(data.readUnsignedShort());
                case STRING -> stringLiterals.add(data.readUnsignedShort());
                case METHOD_TYPE, MODULE, PACKAGE -> data.readUnsignedShort();
                case METHOD_HANDLE -> data.skipBytes(3);
                case INTEGER, FLOAT, FIELD_REF, METHOD_REF, INTERFACE_METHOD_REF, NAME_AND_TYPE, DYNAMIC,
                        INVOKE_DYNAMIC ->
                    data.skipBytes(4);
                case LONG, DOUBLE -> {
                    data.skipBytes(8);
                    index++; // takes two entries
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + index);
            }
        }
        Set<String> names = new TreeSet<>();
        for (int index : classNames) {
            String name = texts.get(index);
            if (name.startsWith("[")) {
                addClassTypes(name, names);
            } else {
                names.add(name.replace('/', '.'));
            }
        }
        texts.forEach((index, text) -> {
            if (!stringLiterals.contains(index)) {
                addClassTypes(text, names);
            }
        });
        return names;
    }

    private static void addClassTypes(String descriptor, Set<String> names) {
        Matcher type = CLASS_TYPE.matcher(descriptor);
        while (type.find()) {
            names.add(type.group(1).replace('/', '.'));
        }
    }

    /** The package of a binary class name. */
    static String packageOf(String binaryName) {
        int dot = binaryName.lastIndexOf('.');
        return dot < 0 ? "" : binaryName.substring(0, dot);
    }
}
