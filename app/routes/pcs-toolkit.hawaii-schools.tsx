import { Badge } from "~/components/ui/badge";
import { ExternalLink } from "~/components/ui/external-link";
import { SourcesBlock } from "~/components/ui/sources-block";
import { Callout, GuideSection, PhoneLink, TipList, InfoCard, guideSections, OnThisPage } from "~/components/ui/guide";
import { HawaiiSchoolsIllustration } from "~/components/illustrations/hawaii-schools";
import { PageHeader } from "~/components/ui/page-header";
import { pageInfo } from "~/content/pages";
import {
  HOW_ENROLLMENT_WORKS,
  MILITARY_FAMILY_RESOURCES,
  SCHOFIELD_SCHOOLS,
  SCHOOL_LIAISONS,
  SCHOOL_PLATFORMS,
  SCHOOL_GUIDE,
  SCHOOL_SOURCES,
} from "~/content/schools";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/pcs-toolkit.hawaii-schools";

const PAGE = pageInfo("/pcs-toolkit/hawaii-schools");

const SECTIONS = guideSections([
  ["how-enrollment-works", "How enrollment works"],
  ["school-search", "School search platforms"],
  ["military-family-resources", "Military family resources"],
  ["district-contacts", "Who to call"],
]);

export const meta: Route.MetaFunction = () => pageMeta("/pcs-toolkit/hawaii-schools");

export default function HawaiiSchoolsPage() {
  return (
    <>
      <PageHeader heading={PAGE.heading} lead={PAGE.description} illustration={<HawaiiSchoolsIllustration />} />
      <OnThisPage sections={SECTIONS} />

      <GuideSection {...SECTIONS["how-enrollment-works"]}>
        <TipList items={HOW_ENROLLMENT_WORKS} />
      </GuideSection>

      <GuideSection {...SECTIONS["school-search"]}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {SCHOOL_PLATFORMS.map((platform) => (
            <InfoCard
              key={platform.name}
              title={platform.name}
              titleClassName="mt-2"
              eyebrow={
                <Badge tone={platform.type.startsWith("Third-party") ? "warning" : "ocean"}>{platform.type}</Badge>
              }
            >
              <p className="mt-1 flex-1 text-sm text-slate-700">{platform.description}</p>
              <ExternalLink href={platform.url} className="mt-2 inline-flex min-h-11 items-center text-sm">
                Open {platform.name}
              </ExternalLink>
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["military-family-resources"]}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {MILITARY_FAMILY_RESOURCES.map((resource) => (
            <InfoCard key={resource.name} title={resource.name}>
              <p className="mt-1 flex-1 text-sm text-slate-700">{resource.description}</p>
              <ExternalLink href={resource.url} className="mt-2 inline-flex min-h-11 items-center text-sm">
                Visit the {resource.name}
              </ExternalLink>
            </InfoCard>
          ))}
        </ul>
      </GuideSection>

      <GuideSection {...SECTIONS["district-contacts"]}>
        <Callout title="One district, so start with your School Liaison Officer">
          <p>
            Hawaii has no local school districts to call: the state Department of Education runs every public school.
            Your service&apos;s School Liaison Officer is the military family&apos;s contact for enrollment, transfers
            and the compact. HIDOE lists them on its{" "}
            <ExternalLink href={SCHOOL_SOURCES.hidoeMilitaryFamilies.url}>Military Families page</ExternalLink>.
          </p>
        </Callout>
        <div className="mt-4 overflow-x-auto rounded-xl border border-ocean-100 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">School Liaison Officers by service</caption>
            <thead className="bg-ocean-50 text-ocean-900">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Service
                </th>
                <th scope="col" className="px-4 py-2">
                  Installations
                </th>
                <th scope="col" className="px-4 py-2">
                  School Liaison Officer
                </th>
              </tr>
            </thead>
            <tbody>
              {SCHOOL_LIAISONS.map((liaison) => (
                <tr key={liaison.service} className="border-t border-ocean-100">
                  <th scope="row" className="px-4 py-2 font-semibold text-slate-900">
                    {liaison.service}
                  </th>
                  <td className="px-4 py-2 text-slate-700">{liaison.covers}</td>
                  <td className="px-4 py-2">
                    <PhoneLink phone={liaison.phone} className="min-h-11" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          The Army School Liaison Office is at 241 Hewitt St, Building 1283, Schofield Barracks.
        </p>

        <h3 className="mt-6 text-lg font-semibold text-ocean-900">Public schools on Schofield Barracks and Wheeler</h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {SCHOFIELD_SCHOOLS.map((school) => (
            <li
              key={school.name}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-4 py-2"
            >
              <span className="font-medium text-slate-900">{school.name}</span>
              <PhoneLink phone={school.phone} className="min-h-11" />
            </li>
          ))}
        </ul>
      </GuideSection>

      <SourcesBlock guide={SCHOOL_GUIDE} />
    </>
  );
}
