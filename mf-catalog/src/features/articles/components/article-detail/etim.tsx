// The article's ETIM class and features, as a table.
import { texts } from '@/texts';
import { useArticleEtim } from '@/features/articles/api/get-article-etim';
import { Section } from './section';

export function Etim({ itemNo }: { itemNo: string }) {
  const { data } = useArticleEtim(itemNo);
  if (!data || data.items.length === 0) return null;
  return (
    <Section aria-labelledby="artikel-etim">
      <h2 id="artikel-etim">{texts.article_.etim}</h2>
      {data.className && (
        <p>
          {texts.article_.etimClass}: {data.className} {data.classCode && `(${data.classCode})`}
        </p>
      )}
      <table data-testid="etim">
        <tbody>
          {data.items.map((f) => (
            <tr key={f.code}>
              <th scope="row">{f.name}</th>
              <td>
                {f.value}
                {f.unit ? ` ${f.unit}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

